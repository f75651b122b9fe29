import { useState } from 'react'
import { Alert, Drawer, Empty, Input, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { browseEndpoints as ep, type BrowseReward, type BrowseTask } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { StatCards } from '../../components/stat-cards'

const ID = /^\d{1,19}$/

/** A task's figures (browses, rewards, members, points and coupons given) and its rewards, by member. */
export function BrowseRewardsDrawer({ task, onClose }: { task: BrowseTask | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [memberId, setMemberId] = useState<string>()
  const id = task?.id
  const stats = useLoaded(
    () => (id ? call(api, ep.stats, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const rewards = useLoaded(
    () =>
      id
        ? call(api, ep.rewards, {
            query: { taskId: id, current, size, ...(memberId ? { memberId } : {}) },
          })
        : Promise.resolve(null),
    [api, id, current, size, memberId],
  )
  const s = stats.data && id ? stats.data : null
  const columns: TableColumnsType<BrowseReward> = [
    { title: t('brRewardTime'), dataIndex: 'createTime' },
    { title: t('ldMember'), dataIndex: 'memberId' },
    { title: t('brSeconds'), dataIndex: 'seconds' },
    {
      title: t('brRewardKind'),
      dataIndex: 'rewardKind',
      render: (kind: BrowseReward['rewardKind'], r) =>
        kind === 'points' ? `${t('br_reward_points')} ${r.rewardPoints}` : t('br_reward_coupon'),
    },
    { title: t('brPeriodKey'), dataIndex: 'periodKey', render: (k: string) => (k === 'all' ? '—' : k) },
  ]

  return (
    <Drawer
      open={task !== null}
      onClose={onClose}
      width={860}
      title={task ? `${task.name} · ${t('brRecords')}` : ''}
    >
      {stats.error && <Alert type="error" showIcon message={stats.error} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <StatCards
          loading={!s && !stats.error}
          cards={[
            ['brVisits', s?.visits],
            ['brRewards', s?.rewards],
            ['ldStatMembers', s?.members],
            ['qzPointsGiven', s?.pointsGiven],
            ['brCouponsGiven', s?.couponsGiven],
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('ldMember')}
          aria-label={t('ldMember')}
          onSearch={(v) => refilter(setMemberId)(ID.test(v.trim()) ? v.trim() : undefined)}
          style={{ width: 220 }}
        />
        {rewards.error && <Alert type="error" showIcon message={rewards.error} />}
        <Table<BrowseReward>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rewards.data?.records ?? []}
          loading={!rewards.data && !rewards.error && task !== null}
          locale={{ emptyText: <Empty description={t('brNoRewards')} /> }}
          pagination={pagination(rewards.data?.total ?? 0)}
        />
      </Space>
    </Drawer>
  )
}
