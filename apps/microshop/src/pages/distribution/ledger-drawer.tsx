import { Alert, Drawer, Empty, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  distributionEndpoints as ep,
  type CommissionEntry,
  type CommissionEntryKind,
  type Distributor,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { yuan } from '../../components/money'

const signed = (fen: number) => (fen === 0 ? '' : `${fen > 0 ? '+' : '-'}${yuan(Math.abs(fen))}`)

/** A distributor's commission ledger: each entry's change of the frozen and withdrawable balances. */
export function LedgerDrawer({ distributor, onClose }: { distributor: Distributor | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, pagination } = usePaging((total) => t('total', { total }))
  const id = distributor?.id
  const { data, error } = useLoaded(
    () =>
      id ? call(api, ep.ledger, { query: { distributorId: id, current, size } }) : Promise.resolve(null),
    [api, id, current, size],
  )
  const columns: TableColumnsType<CommissionEntry> = [
    { title: t('dcTime'), dataIndex: 'createTime' },
    { title: t('ldKind'), dataIndex: 'kind', render: (k: CommissionEntryKind) => t(`dc_kind_${k}`) },
    { title: t('dcOrderNo'), dataIndex: 'orderNo' },
    { title: t('dcFrozen'), dataIndex: 'frozenFen', render: signed },
    { title: t('dcAvailable'), dataIndex: 'availableFen', render: signed },
  ]
  return (
    <Drawer
      open={distributor !== null}
      onClose={onClose}
      width={760}
      title={distributor ? `${distributor.code} · ${t('dcLedger')}` : ''}
    >
      {error && <Alert type="error" showIcon message={error} />}
      <Table<CommissionEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error && distributor !== null}
        locale={{ emptyText: <Empty description={t('dcEmpty')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
    </Drawer>
  )
}
