import { useState } from 'react'
import { Alert, Button, Card, Empty, Popconfirm, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PRICE_CODES,
  priceEndpoints,
  type ChangeOrder,
  type OrderStatus,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { FilterSelect } from '../../components/filter-select'
import { OrderStatusTag } from '../../components/order-status'
import { OrderEditor, type EditorTarget } from './editor'

type Step = 'submit' | 'withdraw' | 'remove'
const STEPS = {
  submit: priceEndpoints.orderSubmit,
  withdraw: priceEndpoints.orderWithdraw,
  remove: priceEndpoints.orderRemove,
} as const

/** Price-change orders: filter by state, page; new, edit, submit and remove drafts; withdraw what awaits. */
export default function PriceOrderPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canEdit = useButton(PRICE_CODES.orderEdit)
  const canRemove = useButton(PRICE_CODES.orderRemove)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<OrderStatus>()
  const [editing, setEditing] = useState<EditorTarget>(null)
  const { data, error, reload } = useLoaded(
    () => call(api, priceEndpoints.orderPage, { query: { current, size, ...(status ? { status } : {}) } }),
    [api, current, size, status],
  )
  const step = useSubmit(
    ({ order, action }: { order: ChangeOrder; action: Step }) =>
      call(api, STEPS[action], { query: { id: order.id } }),
    { success: (_, { action }) => t(`order_${action}_done`), done: reload },
  )
  const confirmed = (order: ChangeOrder, action: Step) => (
    <Popconfirm
      key={action}
      title={t(`order_${action}_confirm`)}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: action !== 'submit' }}
      onConfirm={() => step.submit({ order, action })}
    >
      <Button type="link" danger={action !== 'submit'}>
        {t(`order_${action}`)}
      </Button>
    </Popconfirm>
  )

  const columns: TableColumnsType<ChangeOrder> = [
    { title: t('code'), dataIndex: 'code' },
    { title: t('order_title'), dataIndex: 'title' },
    { title: t('priceList'), dataIndex: 'listName' },
    { title: t('status'), dataIndex: 'status', render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
    { title: t('order_effectiveAt'), dataIndex: 'effectiveAt' },
    { title: t('order_lineCount'), dataIndex: 'lineCount' },
    { title: t('order_appliedAt'), dataIndex: 'appliedAt' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, order) => {
        const draft = order.status === 'draft'
        return (
          <Space size={0} wrap>
            <Button type="link" onClick={() => setEditing({ id: order.id })}>
              {draft && canEdit ? t('edit') : t('view')}
            </Button>
            {draft && canEdit && confirmed(order, 'submit')}
            {(order.status === 'pending' || order.status === 'scheduled') &&
              canEdit &&
              confirmed(order, 'withdraw')}
            {draft && canRemove && confirmed(order, 'remove')}
          </Space>
        )
      },
    },
  ]

  return (
    <Card
      title={t('priceOrders')}
      extra={
        <Space wrap>
          <FilterSelect
            label={t('statusFilter')}
            value={status}
            onChange={(v) => {
              restart()
              setStatus(v)
            }}
            values={ORDER_STATUSES}
            labels={ORDER_STATUS_LABELS}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {canEdit && (
            <Button type="primary" onClick={() => setEditing({})}>
              {t('order_new')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ChangeOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('order_none')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <OrderEditor target={editing} onClose={() => setEditing(null)} onSaved={() => void reload()} />
    </Card>
  )
}
