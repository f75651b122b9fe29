import { Alert, Empty, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  TEAM_STATUSES,
  activityRecordEndpoints as records,
  type TeamRecord,
  type TeamStatus,
} from '@store/contract'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { RecordsFilters } from '../../components/activity/records-filters'
import { useRecordFilters } from '../../components/activity/use-records'
import { yuan } from '../../components/money'

const COLORS: Record<TeamStatus, string> = { forming: 'blue', formed: 'green', failed: 'default' }

/** Group-buy teams: state, members (expand a row) and deadline. */
export function TeamsTable() {
  const { t } = useTranslation()
  const f = useRecordFilters<TeamStatus>('group')
  const { data, error } = useLoaded(
    () => call(f.api, records.teams, { query: f.query }),
    [f.api, JSON.stringify(f.query)],
  )
  const columns: TableColumnsType<TeamRecord> = [
    { title: t('actTime'), dataIndex: 'createTime' },
    { title: t('actActivity'), dataIndex: 'activityName' },
    { title: t('actJoined'), key: 'joined', render: (_, r) => `${r.joined} / ${r.teamSize}` },
    { title: t('actDeadline'), dataIndex: 'deadline' },
    {
      title: t('actPhase'),
      dataIndex: 'status',
      render: (s: TeamStatus) => <Tag color={COLORS[s]}>{t(`actTeam_${s}`)}</Tag>,
    },
  ]
  const memberColumns: TableColumnsType<TeamRecord['members'][number]> = [
    { title: t('actMember'), dataIndex: 'memberId' },
    { title: t('actPaid'), dataIndex: 'paidFen', render: yuan },
    { title: t('actTime'), dataIndex: 'joinTime' },
    {
      title: t('actRefunded'),
      dataIndex: 'refunded',
      render: (r: boolean) => r && <Tag>{t('actRefunded')}</Tag>,
    },
  ]
  return (
    <>
      <RecordsFilters filters={f} statuses={TEAM_STATUSES} statusLabel={(s) => t(`actTeam_${s}`)} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<TeamRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('actNoRecords')} /> }}
        pagination={f.paging.pagination(data?.total ?? 0)}
        expandable={{
          expandedRowRender: (r) => (
            <Table
              rowKey="memberId"
              size="small"
              pagination={false}
              columns={memberColumns}
              dataSource={r.members}
            />
          ),
        }}
      />
    </>
  )
}
