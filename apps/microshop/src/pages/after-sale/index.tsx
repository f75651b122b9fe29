import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TYPE_LABELS,
  AFTER_SALE_TYPES,
  afterSaleEndpoints,
  type AfterSale,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { AfterSaleStatusTag, AfterSaleTypeTag } from '../../components/after-sale-tags'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'
import { AfterSaleDrawer } from './after-sale-drawer'

/** The buyers' refund and return requests (`/microshop/afterSale`): filter, page, open one to review it. */
export default function AfterSalePage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [orderNo, setOrderNo] = useState<string>()
  const [status, setStatus] = useState<AfterSaleStatus>()
  const [type, setType] = useState<AfterSaleType>()
  const [open, setOpen] = useState<string | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, afterSaleEndpoints.page, {
        query: {
          current,
          size,
          ...(orderNo ? { orderNo } : {}),
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
        },
      }),
    [api, current, size, orderNo, status, type],
  )

  const columns: TableColumnsType<AfterSale> = [
    {
      title: t('afterSaleNo'),
      dataIndex: 'afterSaleNo',
      render: (no: string, s) => (
        <Button type="link" onClick={() => setOpen(s.id)}>
          {no}
        </Button>
      ),
    },
    { title: t('orderNo'), dataIndex: 'orderNo' },
    {
      title: t('afterSaleType'),
      dataIndex: 'type',
      render: (v: AfterSaleType) => <AfterSaleTypeTag type={v} />,
    },
    { title: t('refundAmount'), dataIndex: 'amountFen', render: yuan },
    { title: t('afterSaleReason'), dataIndex: 'reason' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (v: AfterSaleStatus) => <AfterSaleStatusTag status={v} />,
    },
    { title: t('appliedAt'), dataIndex: 'createTime' },
  ]

  return (
    <Card
      title={t('afterSales')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('orderNo')}
            aria-label={t('orderNo')}
            onSearch={(v) => refilter(setOrderNo)(v.trim() || undefined)}
            style={{ width: 200 }}
          />
          <Select<AfterSaleType>
            allowClear
            placeholder={t('afterSaleType')}
            aria-label={t('afterSaleType')}
            style={{ width: 140 }}
            value={type}
            onChange={refilter(setType)}
            options={AFTER_SALE_TYPES.map((v) => ({ value: v, label: AFTER_SALE_TYPE_LABELS[v][locale] }))}
          />
          <Select<AfterSaleStatus>
            allowClear
            placeholder={t('status')}
            aria-label={t('status')}
            style={{ width: 140 }}
            value={status}
            onChange={refilter(setStatus)}
            options={AFTER_SALE_STATUSES.map((v) => ({
              value: v,
              label: AFTER_SALE_STATUS_LABELS[v][locale],
            }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<AfterSale>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noAfterSales')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <AfterSaleDrawer id={open} onClose={() => setOpen(null)} onChanged={() => void reload()} />
    </Card>
  )
}
