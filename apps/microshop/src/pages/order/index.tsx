import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Input,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import {
  SHOP_ORDER_STATUS_LABELS,
  SHOP_ORDER_STATUSES,
  shopOrderEndpoints,
  type ShopOrder,
  type ShopOrderStatus,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'
import { OrderDrawer } from './order-drawer'

export const STATUS_COLOURS: Record<ShopOrderStatus, string> = {
  awaiting_prescription: 'purple',
  unpaid: 'default',
  group_forming: 'cyan',
  paid: 'orange',
  shipped: 'blue',
  completed: 'success',
  cancelled: 'error',
}
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined)

/** The shop's orders (spec §2 `/ecshop/order/orderManagement`): filter, page, open one to act on it. */
export default function OrderPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [orderNo, setOrderNo] = useState<string>()
  const [buyer, setBuyer] = useState<string>()
  const [status, setStatus] = useState<ShopOrderStatus>()
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, shopOrderEndpoints.page, {
        query: {
          current,
          size,
          ...(orderNo ? { orderNo } : {}),
          ...(buyer ? { buyer } : {}),
          ...(status ? { status } : {}),
          ...(range?.[0] ? { from: day(range[0]) } : {}),
          ...(range?.[1] ? { to: day(range[1]) } : {}),
        },
      }),
    [api, current, size, orderNo, buyer, status, range],
  )

  const columns: TableColumnsType<ShopOrder> = [
    {
      title: t('orderNo'),
      dataIndex: 'orderNo',
      render: (no: string, o) => (
        <Button type="link" onClick={() => setOpen(o.id)}>
          {no}
        </Button>
      ),
    },
    { title: t('buyer'), key: 'buyer', render: (_, o) => `${o.buyerName} ${o.buyerPhone}` },
    { title: t('lineCount'), dataIndex: 'lineCount' },
    { title: t('payable'), dataIndex: 'payableFen', render: yuan },
    { title: t('delivery'), dataIndex: 'deliveryType', render: (d: string) => t(`delivery_${d}`) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: ShopOrderStatus) => (
        <Tag color={STATUS_COLOURS[s]}>{SHOP_ORDER_STATUS_LABELS[s][locale]}</Tag>
      ),
    },
    { title: t('createTime'), dataIndex: 'createTime' },
  ]

  return (
    <Card
      title={t('orders')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('orderNo')}
            aria-label={t('orderNo')}
            onSearch={(v) => refilter(setOrderNo)(v.trim() || undefined)}
            style={{ width: 200 }}
          />
          <Input.Search
            allowClear
            placeholder={t('buyerSearch')}
            aria-label={t('buyerSearch')}
            onSearch={(v) => refilter(setBuyer)(v.trim() || undefined)}
            style={{ width: 200 }}
          />
          <Select<ShopOrderStatus>
            allowClear
            placeholder={t('statusFilter')}
            aria-label={t('statusFilter')}
            style={{ width: 160 }}
            value={status}
            onChange={refilter(setStatus)}
            options={SHOP_ORDER_STATUSES.map((s) => ({
              value: s,
              label: SHOP_ORDER_STATUS_LABELS[s][locale],
            }))}
          />
          <DatePicker.RangePicker value={range} onChange={refilter(setRange)} />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ShopOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noOrders')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <OrderDrawer id={open} onClose={() => setOpen(null)} onChanged={() => void reload()} />
    </Card>
  )
}
