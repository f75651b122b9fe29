import { useState } from 'react'
import { Alert, Button, Card, Empty, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  ANOMALY_KIND_LABELS,
  ANOMALY_KINDS,
  ANOMALY_STATUS_LABELS,
  ANOMALY_STATUSES,
  PRICE_CODES,
  priceEndpoints,
  type AnomalyKind,
  type AnomalyStatus,
  type PriceAnomaly,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { FilterSelect } from '../../components/filter-select'
import { labelOf, useLocale } from '../../components/locale'
import { percent, yuan } from '../../components/money'
import { HandleDialog, type Handling } from './handle-dialog'

const STATUS_COLOURS: Record<AnomalyStatus, string> = {
  open: 'error',
  acknowledged: 'warning',
  resolved: 'success',
}
/** The limit an anomaly crossed: a price for cost and minimum, a ratio for margin and deviation. */
const limitOf = (a: PriceAnomaly) =>
  a.kind === 'margin' || a.kind === 'deviation' ? percent(a.limitValue) : yuan(a.limitValue)

/** Price anomalies, newest first: filter by kind and state, page; acknowledge or resolve with a note. */
export default function AnomalyPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const canHandle = useButton(PRICE_CODES.anomalyHandle)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [kind, setKind] = useState<AnomalyKind>()
  const [status, setStatus] = useState<AnomalyStatus>()
  const [handling, setHandling] = useState<Handling>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, priceEndpoints.anomalyPage, {
        query: { current, size, ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, size, kind, status],
  )
  const handle = (anomaly: PriceAnomaly, to: 'acknowledged' | 'resolved') => (
    <Button key={to} type="link" onClick={() => setHandling({ anomaly, status: to })}>
      {t(`anomaly_${to}`)}
    </Button>
  )

  const columns: TableColumnsType<PriceAnomaly> = [
    {
      title: t('anomaly_kind'),
      dataIndex: 'kind',
      render: (k: AnomalyKind) => labelOf(ANOMALY_KIND_LABELS, k, locale),
    },
    { title: t('goods'), key: 'goods', render: (_, a) => `${a.goodsCode} ${a.goodsName}` },
    { title: t('anomaly_price'), dataIndex: 'priceFen', render: yuan },
    { title: t('anomaly_limit'), key: 'limit', render: (_, a) => limitOf(a) },
    { title: t('anomaly_source'), dataIndex: 'source', render: (s: string) => t(`anomaly_source_${s}`) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: AnomalyStatus) => (
        <Tag color={STATUS_COLOURS[s]}>{labelOf(ANOMALY_STATUS_LABELS, s, locale)}</Tag>
      ),
    },
    { title: t('anomaly_note'), dataIndex: 'note' },
    { title: t('anomaly_found'), dataIndex: 'createTime' },
    ...(canHandle
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, a: PriceAnomaly) => (
              <Space size={0}>
                {a.status === 'open' && handle(a, 'acknowledged')}
                {a.status !== 'resolved' && handle(a, 'resolved')}
              </Space>
            ),
          },
        ]
      : []),
  ]

  return (
    <Card
      title={t('anomalies')}
      extra={
        <Space wrap>
          <FilterSelect
            label={t('anomaly_kindFilter')}
            value={kind}
            onChange={refilter(setKind)}
            values={ANOMALY_KINDS}
            labels={ANOMALY_KIND_LABELS}
          />
          <FilterSelect
            label={t('statusFilter')}
            value={status}
            onChange={refilter(setStatus)}
            values={ANOMALY_STATUSES}
            labels={ANOMALY_STATUS_LABELS}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<PriceAnomaly>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('anomaly_none')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <HandleDialog handling={handling} onClose={() => setHandling(null)} onDone={() => void reload()} />
    </Card>
  )
}
