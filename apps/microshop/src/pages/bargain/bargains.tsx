import { Alert, Empty, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  BARGAIN_STATUSES,
  activityRecordEndpoints as records,
  type BargainRecord,
  type BargainStatus,
} from '@store/contract'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { RecordsFilters } from '../../components/activity/records-filters'
import { useRecordFilters } from '../../components/activity/use-records'
import { yuan } from '../../components/money'

const COLORS: Record<BargainStatus, string> = {
  ongoing: 'blue',
  reached: 'gold',
  bought: 'green',
  expired: 'default',
}

/** Bargains: prices from original to now, helps (expand a row), state. */
export function BargainsTable() {
  const { t } = useTranslation()
  const f = useRecordFilters<BargainStatus>('bargain')
  const { data, error } = useLoaded(
    () => call(f.api, records.bargains, { query: f.query }),
    [f.api, JSON.stringify(f.query)],
  )
  const columns: TableColumnsType<BargainRecord> = [
    { title: t('actTime'), dataIndex: 'createTime' },
    { title: t('actActivity'), dataIndex: 'activityName' },
    { title: t('actMember'), dataIndex: 'memberId' },
    { title: t('actOriginal'), dataIndex: 'originalFen', render: yuan },
    { title: t('actPrice_bargain'), dataIndex: 'floorFen', render: yuan },
    { title: t('actCurrent'), dataIndex: 'currentFen', render: yuan },
    { title: t('actHelps'), key: 'helps', render: (_, r) => `${r.helps.length} / ${r.helpersNeeded}` },
    { title: t('actExpiresAt'), dataIndex: 'expiresAt' },
    {
      title: t('actPhase'),
      dataIndex: 'status',
      render: (s: BargainStatus) => <Tag color={COLORS[s]}>{t(`actBargain_${s}`)}</Tag>,
    },
  ]
  const helpColumns: TableColumnsType<BargainRecord['helps'][number]> = [
    { title: t('actMember'), dataIndex: 'memberId' },
    { title: t('actHelps'), dataIndex: 'cutFen', render: yuan },
    { title: t('actTime'), dataIndex: 'helpTime' },
  ]
  return (
    <>
      <RecordsFilters filters={f} statuses={BARGAIN_STATUSES} statusLabel={(s) => t(`actBargain_${s}`)} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<BargainRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('actNoRecords')} /> }}
        pagination={f.paging.pagination(data?.total ?? 0)}
        expandable={{
          expandedRowRender: (r) => (
            <Table
              rowKey="memberId"
              size="small"
              pagination={false}
              columns={helpColumns}
              dataSource={r.helps}
            />
          ),
        }}
      />
    </>
  )
}
