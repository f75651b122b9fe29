import type { ReactNode } from 'react'
import { Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Activity, Page } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { labelsIn, yuan } from './activity-labels'

const selectLocale = (s: BridgeState) => s.locale
const COLOURS: Record<Activity['status'], string> = {
  draft: 'default',
  review: 'processing',
  scheduled: 'blue',
  active: 'success',
  paused: 'warning',
  ended: 'default',
}

/** Activities as a table (the list and the review queue): code, name, type, form, status, period, budget. */
export function ActivityTable({
  page,
  loading,
  empty,
  pagination,
  actions,
}: {
  page: Page<Activity> | undefined
  loading: boolean
  empty: string
  pagination: { current: number; onChange(current: number): void }
  actions(activity: Activity): ReactNode
}) {
  const { t } = useTranslation()
  const names = labelsIn(useBridgeState(selectLocale))
  const columns: TableColumnsType<Activity> = [
    { title: t('code'), dataIndex: 'code' },
    { title: t('name'), dataIndex: 'name' },
    { title: t('promType'), dataIndex: 'promType', render: names.promType },
    { title: t('form'), dataIndex: 'form', render: names.form },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: Activity['status']) => <Tag color={COLOURS[s]}>{names.status(s)}</Tag>,
    },
    { title: t('period'), key: 'period', render: (_, a) => `${a.startTime} ~ ${a.endTime}` },
    { title: t('budget'), dataIndex: 'budgetFen', render: yuan },
    { title: t('used'), dataIndex: 'usedFen', render: yuan },
    { title: t('actions'), key: 'actions', render: (_, a) => actions(a) },
  ]
  return (
    <Table<Activity>
      rowKey="id"
      columns={columns}
      dataSource={page?.records ?? []}
      loading={loading}
      locale={{ emptyText: empty }}
      pagination={{ current: pagination.current, total: page?.total ?? 0, onChange: pagination.onChange }}
    />
  )
}
