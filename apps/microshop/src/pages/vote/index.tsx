import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DRAW_STATUSES,
  SHOP_ENGAGE_CODES as C,
  voteEndpoints as ep,
  type DrawStatus,
  type Vote,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { DrawStatusTag } from '../lucky-draw/status-tag'
import { VoteDialog } from './vote-dialog'
import { VoteResultsDrawer } from './results-drawer'

/**
 * Votes (`/microshop/vote`): search and page the votes, create or edit one (schedule, period, options),
 * stop one after a confirmation, open its results and records.
 */
export default function VotePage() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(C.voteEdit)
  const canStop = useButton(C.voteStop)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [name, setName] = useState<string>()
  const [status, setStatus] = useState<DrawStatus>()
  const [dialog, setDialog] = useState<string | 'new' | null>(null)
  const [results, setResults] = useState<Vote | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.page, {
        query: { current, size, ...(name ? { name } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, size, name, status],
  )
  const stop = useSubmit((vote: Vote) => call(api, ep.stop, { query: { id: vote.id } }), {
    success: t('saved'),
    done: () => void reload(),
  })
  const confirmStop = async (vote: Vote) => {
    if (await services.confirm({ title: t('vtConfirmStop', { name: vote.name }), danger: true }))
      void stop.submit(vote)
  }

  const columns: TableColumnsType<Vote> = [
    { title: t('ldName'), dataIndex: 'name' },
    { title: t('ldStart'), dataIndex: 'startTime' },
    { title: t('ldEnd'), dataIndex: 'endTime' },
    { title: t('vtPeriod'), dataIndex: 'period', render: (p: string) => t(`vt_period_${p}`) },
    { title: t('vtVotes'), dataIndex: 'votes' },
    { title: t('status'), dataIndex: 'status', render: (s: DrawStatus) => <DrawStatusTag status={s} /> },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, v) => (
        <Space>
          {canEdit && v.status !== 'stopped' && (
            <Button size="small" onClick={() => setDialog(v.id)}>
              {t('edit')}
            </Button>
          )}
          {canStop && (v.status === 'running' || v.status === 'not_started') && (
            <Button size="small" danger onClick={() => void confirmStop(v)}>
              {t('ldStop')}
            </Button>
          )}
          <Button size="small" onClick={() => setResults(v)}>
            {t('vtResults')}
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <Card
      title={t('vtTitle')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('ldSearch')}
            aria-label={t('ldSearch')}
            onSearch={(v) => refilter(setName)(v.trim() || undefined)}
            style={{ width: 200 }}
          />
          <Select<DrawStatus>
            allowClear
            placeholder={t('status')}
            aria-label={t('status')}
            style={{ width: 120 }}
            value={status}
            onChange={refilter(setStatus)}
            options={DRAW_STATUSES.map((s) => ({ value: s, label: t(`ld_status_${s}`) }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {canEdit && (
            <Button type="primary" onClick={() => setDialog('new')}>
              {t('vtAdd')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<Vote>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('vtEmpty')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <VoteDialog
        id={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          void reload()
        }}
      />
      <VoteResultsDrawer vote={results} onClose={() => setResults(null)} />
    </Card>
  )
}
