import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  PO_STATUS_NAMES,
  PO_STATUSES,
  SRM_CODES,
  srmEndpoints,
  type PoStatus,
  type SrmPurchaseOrder,
  type SrmPurchaseOrderDetail,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'
import { OrderStatus } from '../../components/status-tag'
import { InvoiceDialog } from './invoice-dialog'
import { MatchDrawer } from './match-drawer'
import { OrderActions } from './order-actions'
import { OrderDialog } from './order-dialog'
import { ReceiveDialog } from './receive-dialog'

type Opened = { action: 'new' } | { action: 'edit' | 'receive' | 'invoice'; order: SrmPurchaseOrderDetail }

/** Purchase orders: searched, filtered by status, paged; drafted, sent for approval (decided in the to-do list), confirmed, received into the warehouse, invoiced, matched. */
export default function PurchasePage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const canAdd = useButton(SRM_CODES.purchaseAdd)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<PoStatus>()
  const [opened, setOpened] = useState<Opened>()
  const [matching, setMatching] = useState<string>()
  const [version, setVersion] = useState(0)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const { data, error } = useLoaded(
    () =>
      call(api, srmEndpoints.purchasePage, {
        query: { current, size, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, size, keyword, status, version],
  )
  const reload = () => setVersion((v) => v + 1)
  const close = () => setOpened(undefined)
  const open = async (action: 'edit' | 'receive' | 'invoice' | 'match', order: SrmPurchaseOrder) => {
    if (action === 'match') return setMatching(order.id)
    const detail = await call(api, srmEndpoints.purchaseDetail, { query: { id: order.id } })
    setOpened({ action, order: detail })
  }
  // Every column has a width and the table scrolls to their sum: the fixed actions column then keeps
  // its own place at the right instead of being laid over the total.
  const columns: TableColumnsType<SrmPurchaseOrder> = [
    { title: t('code'), dataIndex: 'code', width: 150 },
    { title: t('supplier'), dataIndex: 'supplierName', width: 200 },
    { title: t('warehouse'), dataIndex: 'warehouseName', width: 150 },
    { title: t('totalAmount'), dataIndex: 'totalAmount', align: 'right', width: 130, render: yuan },
    { title: t('status'), key: 'status', width: 220, render: (_, order) => <OrderStatus order={order} /> },
    {
      title: t('createTime'),
      dataIndex: 'createTime',
      width: 190,
      render: (v: string) => new Date(v).toLocaleString(),
    },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 280,
      render: (_, order) => (
        <Space size={0} wrap>
          <OrderActions order={order} open={(a, o) => void open(a, o)} done={reload} />
        </Space>
      ),
    },
  ]
  const detail = opened && opened.action !== 'new' ? opened.order : undefined
  return (
    <Card
      title={t('purchases')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('keyword')}
            placeholder={t('keyword')}
            style={{ width: 260 }}
            onSearch={(v) => {
              restart()
              setKeyword(v.trim())
            }}
          />
          <Select<PoStatus>
            allowClear
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            style={{ minWidth: 160 }}
            options={PO_STATUSES.map((s) => ({ value: s, label: PO_STATUS_NAMES[s][locale] }))}
            value={status}
            onChange={(v) => {
              restart()
              setStatus(v)
            }}
          />
          <Button onClick={reload}>{t('refresh')}</Button>
          {canAdd && (
            <Button type="primary" onClick={() => setOpened({ action: 'new' })}>
              {t('newPurchase')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<SrmPurchaseOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noPurchases')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width), 0) }}
      />
      <OrderDialog
        open={opened?.action === 'new' || opened?.action === 'edit'}
        order={opened?.action === 'edit' ? detail : undefined}
        onClose={close}
        onDone={reload}
      />
      <ReceiveDialog
        order={opened?.action === 'receive' ? detail : undefined}
        onClose={close}
        onDone={reload}
      />
      <InvoiceDialog
        order={opened?.action === 'invoice' ? detail : undefined}
        onClose={close}
        onDone={reload}
      />
      <MatchDrawer id={matching} onClose={() => setMatching(undefined)} />
    </Card>
  )
}
