import { useState } from 'react'
import { Alert, Drawer, Empty, Input, Progress, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  BASIS_POINTS,
  voteEndpoints as ep,
  type Vote,
  type VoteRecord,
  type VoteStats,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { StatCards } from '../../components/stat-cards'

type OptionStats = VoteStats['options'][number]
const ID = /^\d{1,19}$/

/** A vote's results (figures, then per option its votes and share) and its records, by member and option. */
export function VoteResultsDrawer({ vote, onClose }: { vote: Vote | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [memberId, setMemberId] = useState<string>()
  const [optionId, setOptionId] = useState<string>()
  const id = vote?.id
  const stats = useLoaded(
    () => (id ? call(api, ep.stats, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const records = useLoaded(
    () =>
      id
        ? call(api, ep.records, {
            query: {
              voteId: id,
              current,
              size,
              ...(memberId ? { memberId } : {}),
              ...(optionId ? { optionId } : {}),
            },
          })
        : Promise.resolve(null),
    [api, id, current, size, memberId, optionId],
  )
  const s = stats.data && id ? stats.data : null
  const optionColumns: TableColumnsType<OptionStats> = [
    { title: t('vtOption'), dataIndex: 'text' },
    { title: t('vtVotes'), dataIndex: 'votes' },
    {
      title: t('vtShare'),
      dataIndex: 'shareBp',
      render: (bp: number) => <Progress percent={bp / (BASIS_POINTS / 100)} size="small" />,
    },
  ]
  const recordColumns: TableColumnsType<VoteRecord> = [
    { title: t('vtTime'), dataIndex: 'createTime' },
    { title: t('ldMember'), dataIndex: 'memberId' },
    { title: t('vtOption'), dataIndex: 'optionText' },
  ]

  return (
    <Drawer
      open={vote !== null}
      onClose={onClose}
      width={860}
      title={vote ? `${vote.name} · ${t('vtResults')}` : ''}
    >
      {stats.error && <Alert type="error" showIcon message={stats.error} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <StatCards
          loading={!s && !stats.error}
          cards={[
            ['vtVotes', s?.votes],
            ['ldStatMembers', s?.members],
          ]}
        />
        <Table<OptionStats>
          rowKey="optionId"
          size="small"
          columns={optionColumns}
          dataSource={s?.options ?? []}
          loading={!s && !stats.error}
          pagination={false}
        />
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('ldMember')}
            aria-label={t('ldMember')}
            onSearch={(v) => refilter(setMemberId)(ID.test(v.trim()) ? v.trim() : undefined)}
            style={{ width: 220 }}
          />
          <Select<string>
            allowClear
            placeholder={t('vtOption')}
            aria-label={t('vtOption')}
            style={{ width: 200 }}
            value={optionId}
            onChange={refilter(setOptionId)}
            options={(s?.options ?? []).map((o) => ({ value: o.optionId, label: o.text }))}
          />
        </Space>
        {records.error && <Alert type="error" showIcon message={records.error} />}
        <Table<VoteRecord>
          rowKey="id"
          size="small"
          columns={recordColumns}
          dataSource={records.data?.records ?? []}
          loading={!records.data && !records.error && vote !== null}
          locale={{ emptyText: <Empty description={t('vtNoRecords')} /> }}
          pagination={pagination(records.data?.total ?? 0)}
        />
      </Space>
    </Drawer>
  )
}
