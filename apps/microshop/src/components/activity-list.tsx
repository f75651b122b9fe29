import { useState, type ReactNode } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { DRAW_STATUSES, type DrawStatus, type Page } from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { DrawStatusTag } from '../pages/lucky-draw/status-tag'

interface Activity {
  id: string
  name: string
  status: DrawStatus
}
export interface ActivityQuery {
  current: number
  size: number
  name?: string
  status?: DrawStatus
}

/**
 * A scheduled activity's list screen (vote, quiz): name search, state filter, paging, empty and loading
 * states; New / Edit open the tool's dialog, Stop asks for a confirmation, the records button its drawer.
 */
export function ActivityList<T extends Activity>(props: {
  texts: { title: string; add: string; empty: string; records: string; confirmStop: string }
  codes: { edit: string; stop: string }
  load(q: ActivityQuery): Promise<Page<T>>
  stop(id: string): Promise<unknown>
  columns: TableColumnsType<T>
  dialog(id: string | 'new' | null, close: () => void, done: () => void): ReactNode
  drawer(row: T | null, close: () => void): ReactNode
}) {
  const { t } = useTranslation()
  const { services } = useBridge()
  const canEdit = useButton(props.codes.edit)
  const canStop = useButton(props.codes.stop)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [name, setName] = useState<string>()
  const [status, setStatus] = useState<DrawStatus>()
  const [dialog, setDialog] = useState<string | 'new' | null>(null)
  const [records, setRecords] = useState<T | null>(null)
  const { load } = props
  const { data, error, reload } = useLoaded(
    () => load({ current, size, ...(name ? { name } : {}), ...(status ? { status } : {}) }),
    [load, current, size, name, status],
  )
  const stop = useSubmit((row: T) => props.stop(row.id), { success: t('saved'), done: () => void reload() })
  const confirmStop = async (row: T) => {
    if (await services.confirm({ title: t(props.texts.confirmStop, { name: row.name }), danger: true }))
      void stop.submit(row)
  }
  const columns: TableColumnsType<T> = [
    { title: t('ldName'), dataIndex: 'name' },
    ...props.columns,
    { title: t('status'), dataIndex: 'status', render: (s: DrawStatus) => <DrawStatusTag status={s} /> },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          {canEdit && row.status !== 'stopped' && (
            <Button size="small" onClick={() => setDialog(row.id)}>
              {t('edit')}
            </Button>
          )}
          {canStop && (row.status === 'running' || row.status === 'not_started') && (
            <Button size="small" danger onClick={() => void confirmStop(row)}>
              {t('ldStop')}
            </Button>
          )}
          <Button size="small" onClick={() => setRecords(row)}>
            {t(props.texts.records)}
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <Card title={t(props.texts.title)}>
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
            {t(props.texts.add)}
          </Button>
        )}
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t(props.texts.empty)} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      {props.dialog(
        dialog,
        () => setDialog(null),
        () => {
          setDialog(null)
          void reload()
        },
      )}
      {props.drawer(records, () => setRecords(null))}
    </Card>
  )
}
