import { useState } from 'react'
import { Alert, Drawer, Empty, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { BASIS_POINTS, quizEndpoints as ep, type Quiz, type QuizAttempt } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { StatCards } from '../../components/stat-cards'

const ID = /^\d{1,19}$/

/** A quiz's figures (attempts, members, pass rate, points given) and its attempts, by member and outcome. */
export function QuizAttemptsDrawer({ quiz, onClose }: { quiz: Quiz | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [memberId, setMemberId] = useState<string>()
  const [passed, setPassed] = useState<0 | 1>()
  const id = quiz?.id
  const stats = useLoaded(
    () => (id ? call(api, ep.stats, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const attempts = useLoaded(
    () =>
      id
        ? call(api, ep.attempts, {
            query: {
              quizId: id,
              current,
              size,
              ...(memberId ? { memberId } : {}),
              ...(passed !== undefined ? { passed } : {}),
            },
          })
        : Promise.resolve(null),
    [api, id, current, size, memberId, passed],
  )
  const s = stats.data && id ? stats.data : null
  const columns: TableColumnsType<QuizAttempt> = [
    { title: t('qzTime'), dataIndex: 'createTime' },
    { title: t('ldMember'), dataIndex: 'memberId' },
    { title: t('qzScore'), dataIndex: 'score' },
    {
      title: t('qzOutcome'),
      dataIndex: 'passed',
      render: (p: boolean) => (p ? <Tag color="success">{t('qzPassed')}</Tag> : <Tag>{t('qzFailed')}</Tag>),
    },
    { title: t('qzReward'), dataIndex: 'rewardPoints' },
  ]

  return (
    <Drawer
      open={quiz !== null}
      onClose={onClose}
      width={860}
      title={quiz ? `${quiz.name} · ${t('qzAttempts')}` : ''}
    >
      {stats.error && <Alert type="error" showIcon message={stats.error} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <StatCards
          loading={!s && !stats.error}
          cards={[
            ['qzAttemptCount', s?.attempts],
            ['ldStatMembers', s?.members],
            ['qzPassRate', s ? `${s.passRateBp / (BASIS_POINTS / 100)}%` : undefined],
            ['qzPointsGiven', s?.pointsGiven],
          ]}
        />
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('ldMember')}
            aria-label={t('ldMember')}
            onSearch={(v) => refilter(setMemberId)(ID.test(v.trim()) ? v.trim() : undefined)}
            style={{ width: 220 }}
          />
          <Select<0 | 1>
            allowClear
            placeholder={t('qzOutcome')}
            aria-label={t('qzOutcome')}
            style={{ width: 120 }}
            value={passed}
            onChange={refilter(setPassed)}
            options={[
              { value: 1, label: t('qzPassed') },
              { value: 0, label: t('qzFailed') },
            ]}
          />
        </Space>
        {attempts.error && <Alert type="error" showIcon message={attempts.error} />}
        <Table<QuizAttempt>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={attempts.data?.records ?? []}
          loading={!attempts.data && !attempts.error && quiz !== null}
          locale={{ emptyText: <Empty description={t('qzNoAttempts')} /> }}
          pagination={pagination(attempts.data?.total ?? 0)}
        />
      </Space>
    </Drawer>
  )
}
