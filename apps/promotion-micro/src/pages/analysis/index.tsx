import { useState } from 'react'
import { Alert, Button, Card, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { analysisEndpoints, type RedemptionSummary } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { yuan } from '../../components/activity-labels'
import { BarChart, useLoaded, type Bar } from '@store/ui'
import ActivityPicker from './activity-picker'
import Performance from './performance'

/** The share of a budget the committed discount has used, or a dash without a budget. */
const burn = (r: RedemptionSummary) =>
  r.budgetFen ? `${((r.discountFen / r.budgetFen) * 100).toFixed(1)}%` : '—'

/** The committed discount of each activity, all its shops together, largest first. */
function discountBars(rows: RedemptionSummary[]): Bar[] {
  const byActivity = new Map<string, Bar>()
  for (const r of rows) {
    const bar = byActivity.get(r.activityId) ?? {
      key: r.activityId,
      label: r.activityName,
      value: 0,
      text: '',
    }
    bar.value += r.discountFen
    byActivity.set(r.activityId, bar)
  }
  return [...byActivity.values()]
    .map((b) => ({ ...b, text: yuan(b.value) }))
    .sort((a, b) => b.value - a.value)
}

/**
 * Analysis: redemptions and discount cost per activity and shop, from the redemptions table; then one
 * activity's sales uplift and budget burn (chosen above, or by clicking its row).
 */
export default function AnalysisPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { data, error, reload } = useLoaded(() => call(api, analysisEndpoints.redemptions), [api])
  const [activityId, setActivityId] = useState<string>()
  const columns: TableColumnsType<RedemptionSummary> = [
    { title: t('code'), dataIndex: 'activityCode' },
    { title: t('name'), dataIndex: 'activityName' },
    { title: t('analysis_shop'), dataIndex: 'shopId', render: (s: string | null) => s ?? '—' },
    { title: t('analysis_committed'), dataIndex: 'committed' },
    { title: t('analysis_discount'), dataIndex: 'discountFen', render: yuan },
    { title: t('analysis_reserved'), dataIndex: 'reserved' },
    { title: t('analysis_burn'), key: 'burn', render: (_, r) => burn(r) },
  ]
  return (
    <Card title={t('analysis_title')} extra={<Button onClick={() => void reload()}>{t('refresh')}</Button>}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {data && data.length > 0 && (
        <Card size="small" title={t('analysis_chart')} style={{ marginBottom: 16 }}>
          <BarChart title={t('analysis_chart')} bars={discountBars(data)} />
        </Card>
      )}
      <Table<RedemptionSummary>
        rowKey={(r) => `${r.activityId}-${r.shopId ?? ''}`}
        columns={columns}
        dataSource={data ?? []}
        loading={!data && !error}
        locale={{ emptyText: t('analysis_none') }}
        pagination={false}
        onRow={(r) => ({ onClick: () => setActivityId(r.activityId), style: { cursor: 'pointer' } })}
      />
      <Card
        size="small"
        title={t('analysis_performance')}
        extra={<ActivityPicker value={activityId} onChange={setActivityId} />}
        style={{ marginTop: 16 }}
      >
        {activityId ? (
          <Performance activityId={activityId} />
        ) : (
          <Alert type="info" showIcon message={t('analysis_pick')} />
        )}
      </Card>
    </Card>
  )
}
