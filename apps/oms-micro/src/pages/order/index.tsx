import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  OMS_CHANNEL_NAMES,
  OMS_CHANNELS,
  OMS_CODES,
  OMS_STATUS_NAMES,
  OMS_STATUSES,
  omsEndpoints,
  type OmsChannel,
  type OmsOrder,
  type OmsStatus,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton, useLoaded, usePaging } from '@store/ui'
import { useLocale } from '../../locale'
import { ImportDialog } from './import-dialog'
import { OrderActions } from './order-actions'
import { OrderDetail } from './order-detail'
import { PosDialog } from './pos-dialog'

const STATUS_COLOURS: Record<OmsStatus, string> = {
  new: 'blue',
  routed: 'cyan',
  held: 'orange',
  released: 'geekblue',
  allocated: 'processing',
  shipped: 'purple',
  completed: 'success',
  cancelled: 'default',
}

/** Orders of every channel: searched, filtered by channel and status, paged; each handled by its actions. */
export default function OrderPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const canCreate = useButton(OMS_CODES.orderCreate)
  const canEdit = useButton(OMS_CODES.orderEdit)
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState<{ keyword?: string; channel?: OmsChannel; status?: OmsStatus }>({})
  const [dialog, setDialog] = useState<'pos' | 'import'>()
  const [shown, setShown] = useState<string>()
  const [selected, setSelected] = useState<string[]>([])
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const { data, error, reload } = useLoaded(
    () => call(api, omsEndpoints.orderPage, { query: { current, size, ...filter } }),
    [current, size, filter],
  )
  const refilter = (next: typeof filter) => {
    restart()
    setFilter((f) => ({ ...f, ...next }))
  }
  const done = () => {
    setSelected([])
    void reload()
  }
  const columns: TableColumnsType<OmsOrder> = [
    {
      title: t('code'),
      dataIndex: 'code',
      render: (code: string, o) => (
        <Button type="link" onClick={() => setShown(o.id)}>
          {code}
        </Button>
      ),
    },
    { title: t('channel'), dataIndex: 'channel', render: (c: OmsChannel) => OMS_CHANNEL_NAMES[c][locale] },
    { title: t('sourceNo'), dataIndex: 'sourceNo' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: OmsStatus) => <Tag color={STATUS_COLOURS[s]}>{OMS_STATUS_NAMES[s][locale]}</Tag>,
    },
    { title: t('receiver'), key: 'receiver', render: (_, o) => `${o.receiverName} ${o.receiverPhone}` },
    { title: t('region'), dataIndex: 'region' },
    { title: t('warehouse'), dataIndex: 'warehouseName' },
    {
      title: t('lines'),
      key: 'lines',
      width: 240,
      ellipsis: true,
      render: (_, o) => o.lines.map((l) => `${l.goodsName}×${l.qty}`).join('，'),
    },
    { title: t('createTime'), dataIndex: 'createTime', render: (v: string) => new Date(v).toLocaleString() },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, o) => canEdit && <OrderActions order={o} done={done} />,
    },
  ]
  return (
    <Card
      title={t('orders')}
      extra={
        <Space wrap>
          {canEdit && selected.length > 1 && (
            <ConfirmButton
              label={t('merge')}
              question={t('mergeConfirm', { count: selected.length })}
              success={t('merged')}
              run={() => call(api, omsEndpoints.orderMerge, { body: { ids: selected } })}
              done={done}
            />
          )}
          {canCreate && <Button onClick={() => setDialog('pos')}>{t('posEntry')}</Button>}
          {canCreate && <Button onClick={() => setDialog('import')}>{t('import')}</Button>}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          style={{ width: 280 }}
          placeholder={t('keyword')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => refilter({ keyword: typed.trim() || undefined })}
        />
        <Select<OmsChannel>
          allowClear
          aria-label={t('channel')}
          placeholder={t('allChannels')}
          style={{ minWidth: 140 }}
          options={OMS_CHANNELS.map((c) => ({ value: c, label: OMS_CHANNEL_NAMES[c][locale] }))}
          value={filter.channel}
          onChange={(channel) => refilter({ channel })}
        />
        <Select<OmsStatus>
          allowClear
          aria-label={t('status')}
          placeholder={t('allStatuses')}
          style={{ minWidth: 140 }}
          options={OMS_STATUSES.map((s) => ({ value: s, label: OMS_STATUS_NAMES[s][locale] }))}
          value={filter.status}
          onChange={(status) => refilter({ status })}
        />
        <Button type="primary" onClick={() => refilter({ keyword: typed.trim() || undefined })}>
          {t('search')}
        </Button>
        <Button onClick={() => void reload()}>{t('refresh')}</Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<OmsOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noOrders')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        rowSelection={
          canEdit
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      <OrderDetail id={shown} onClose={() => setShown(undefined)} />
      <PosDialog open={dialog === 'pos'} onClose={() => setDialog(undefined)} onDone={done} />
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(undefined)} onDone={done} />
    </Card>
  )
}
