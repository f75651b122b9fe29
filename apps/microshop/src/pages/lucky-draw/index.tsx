import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DRAW_STATUSES,
  SHOP_ENGAGE_CODES as C,
  luckyDrawEndpoints as ep,
  type DrawStatus,
  type LuckyDraw,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { DrawDialog } from './draw-dialog'
import { DrawRecordsDrawer } from './records-drawer'
import { DrawStatusTag } from './status-tag'

/**
 * Lucky draws (`/microshop/luckyDraw`): search and page the activities, create or edit one (schedule,
 * cost, limits, prize pool), stop one after a confirmation, open its records and figures.
 */
export default function LuckyDrawPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(C.luckyDrawEdit)
  const canStop = useButton(C.luckyDrawStop)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [name, setName] = useState<string>()
  const [status, setStatus] = useState<DrawStatus>()
  const [dialog, setDialog] = useState<string | 'new' | null>(null)
  const [records, setRecords] = useState<LuckyDraw | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.page, {
        query: { current, size, ...(name ? { name } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, size, name, status],
  )
  const stop = useSubmit((draw: LuckyDraw) => call(api, ep.stop, { query: { id: draw.id } }), {
    success: t('saved'),
    done: () => void reload(),
  })
  const confirmStop = async (draw: LuckyDraw) => {
    if (await services.confirm({ title: t('ldConfirmStop', { name: draw.name }), danger: true }))
      void stop.submit(draw)
  }
  const open = (d: LuckyDraw) => d.status !== 'stopped' && d.status !== 'ended'

  const columns: TableColumnsType<LuckyDraw> = [
    { title: t('ldName'), dataIndex: 'name' },
    { title: t('ldStart'), dataIndex: 'startTime' },
    { title: t('ldEnd'), dataIndex: 'endTime' },
    { title: t('ldCost'), dataIndex: 'costPoints' },
    { title: t('ldDailyLimit'), dataIndex: 'dailyLimit' },
    { title: t('ldTotalLimit'), dataIndex: 'totalLimit' },
    { title: t('ldDraws'), dataIndex: 'draws' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: DrawStatus) => <DrawStatusTag status={s} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, d) => (
        <Space>
          {canEdit && d.status !== 'stopped' && (
            <Button size="small" onClick={() => setDialog(d.id)}>
              {t('edit')}
            </Button>
          )}
          {canStop && open(d) && (
            <Button size="small" danger onClick={() => void confirmStop(d)}>
              {t('ldStop')}
            </Button>
          )}
          <Button size="small" onClick={() => setRecords(d)}>
            {t('ldRecords')}
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <Card title={t('ldTitle')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('ldSearch')}
          aria-label={t('ldSearch')}
          onSearch={(v) => refilter(setName)(v.trim() || undefined)}
          style={{ width: 220 }}
        />
        <Select<DrawStatus>
          allowClear
          placeholder={t('status')}
          aria-label={t('status')}
          style={{ width: 140 }}
          value={status}
          onChange={refilter(setStatus)}
          options={DRAW_STATUSES.map((s) => ({ value: s, label: t(`ld_status_${s}`) }))}
        />
        <Button onClick={() => void reload()}>{t('refresh')}</Button>
        {canEdit && (
          <Button type="primary" onClick={() => setDialog('new')}>
            {t('ldAdd')}
          </Button>
        )}
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<LuckyDraw>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('ldEmpty')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <DrawDialog
        id={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          void reload()
        }}
      />
      <DrawRecordsDrawer draw={records} onClose={() => setRecords(null)} />
    </Card>
  )
}
