import { Alert, Button, Empty, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  PURCHASE_STATUSES,
  SHOP_ACTIVITY_CODES,
  activityRecordEndpoints as records,
  type PurchaseRecord,
  type PurchaseStatus,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'
import { yuan } from '../money'
import { RecordsFilters } from './records-filters'
import { useRecordFilters } from './use-records'

/**
 * Seckill purchases or integral exchanges. Exchanges show the points and the lots they were spent
 * from, and can be refunded (confirmed; the integral tool's edit button).
 */
export function PurchasesTable(props: { kind: 'seckill' | 'integral' }) {
  const { t } = useTranslation()
  const { services } = useBridge()
  const integral = props.kind === 'integral'
  const canRefund = useButton(SHOP_ACTIVITY_CODES.integral.edit) && integral
  const f = useRecordFilters<PurchaseStatus>(props.kind)
  const endpoint = integral ? records.exchanges : records.purchases
  const { data, error, reload } = useLoaded(
    () => call(f.api, endpoint, { query: f.query }),
    [f.api, endpoint, JSON.stringify(f.query)],
  )
  const refund = useSubmit(
    (p: PurchaseRecord) => call(f.api, records.refundExchange, { query: { id: p.id } }),
    {
      success: t('saved'),
      done: () => void reload(),
    },
  )
  const confirmRefund = async (p: PurchaseRecord) => {
    if (await services.confirm({ title: t('actConfirmRefund'), danger: true })) void refund.submit(p)
  }
  const columns: TableColumnsType<PurchaseRecord> = [
    { title: t('actTime'), dataIndex: 'createTime' },
    { title: t('actActivity'), dataIndex: 'activityName' },
    { title: t('actMember'), dataIndex: 'memberId' },
    { title: t('actQuantity'), dataIndex: 'quantity' },
    { title: t('actPaid'), dataIndex: 'paidFen', render: yuan },
    ...(integral
      ? [
          { title: t('actPointsSpent'), dataIndex: 'points' },
          {
            title: t('actLots'),
            dataIndex: 'lots',
            render: (lots: PurchaseRecord['lots']) => lots.map((l) => `${l.lotId}: ${l.points}`).join('; '),
          },
        ]
      : []),
    {
      title: t('actPhase'),
      dataIndex: 'status',
      render: (s: PurchaseStatus) => (
        <Tag color={s === 'paid' ? 'green' : 'default'}>{t(`actPurchase_${s}`)}</Tag>
      ),
    },
    ...(canRefund
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, p: PurchaseRecord) =>
              p.status === 'paid' && (
                <Button size="small" danger onClick={() => void confirmRefund(p)}>
                  {t('actRefund')}
                </Button>
              ),
          },
        ]
      : []),
  ]
  return (
    <>
      <RecordsFilters filters={f} statuses={PURCHASE_STATUSES} statusLabel={(s) => t(`actPurchase_${s}`)} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<PurchaseRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('actNoRecords')} /> }}
        pagination={f.paging.pagination(data?.total ?? 0)}
      />
    </>
  )
}
