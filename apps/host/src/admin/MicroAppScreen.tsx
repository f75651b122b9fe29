import { Button, Card, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SUB_APP_HEALTH_HOURS,
  microHealthEndpoints,
  type SubAppHealth,
  type SubAppHealthError,
} from '@store/contract'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui/loading'
import { hostApi } from '../bridge/api'
import ResourceScreen from './ResourceScreen'

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`)

function LatestErrors({ errors }: { errors: SubAppHealthError[] }) {
  const { t } = useTranslation()
  if (errors.length === 0) return <Typography.Text type="secondary">–</Typography.Text>
  return (
    <ul className="sd-subapp-errors">
      {errors.map((e) => (
        <li key={`${e.time}-${e.tenantId}-${e.message}`}>
          <Tag color={e.kind === 'loadFailure' ? 'orange' : 'red'}>{t(`admin.subAppHealth.${e.kind}`)}</Tag>
          <Typography.Text>{e.message}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {e.time} · {e.tenantId}
          </Typography.Text>
        </li>
      ))}
    </ul>
  )
}

/**
 * Each sub-app version's health over every tenant in the last 24 hours (issue 22 item 6): what the
 * shells reported through the bridge.
 */
export function SubAppHealthTable() {
  const { t } = useTranslation()
  const health = useLoaded(() => call(hostApi, microHealthEndpoints.summary), [])
  return (
    <Card
      className="sd-subapp-health"
      size="small"
      title={t('admin.subAppHealth.title', { hours: SUB_APP_HEALTH_HOURS })}
      extra={<Button onClick={() => void health.reload()}>{t('common.refresh')}</Button>}
    >
      {health.data ? (
        <Table<SubAppHealth>
          rowKey={(r) => `${r.name}@${r.version}`}
          dataSource={health.data}
          size="small"
          pagination={false}
          locale={{ emptyText: t('admin.subAppHealth.none') }}
          columns={[
            { title: t('admin.subAppHealth.name'), dataIndex: 'name' },
            { title: t('admin.subAppHealth.version'), dataIndex: 'version' },
            { title: t('admin.subAppHealth.mounts'), dataIndex: 'mounts', align: 'right' },
            { title: t('admin.subAppHealth.median'), dataIndex: 'medianMs', align: 'right', render: ms },
            { title: t('admin.subAppHealth.p95'), dataIndex: 'p95Ms', align: 'right', render: ms },
            { title: t('admin.subAppHealth.loadFailures'), dataIndex: 'loadFailures', align: 'right' },
            { title: t('admin.subAppHealth.renderErrors'), dataIndex: 'renderErrors', align: 'right' },
            {
              title: t('admin.subAppHealth.latestErrors'),
              dataIndex: 'latestErrors',
              render: (errors: SubAppHealthError[]) => <LatestErrors errors={errors} />,
            },
          ]}
        />
      ) : (
        <LoadState error={health.error} />
      )}
    </Card>
  )
}

/** Micro-apps and gray release (platform administrators): the catalogue, then the sub-apps' health. */
export default function MicroAppScreen() {
  return (
    <div data-testid="micro-app-screen">
      <ResourceScreen name="microApp" />
      <SubAppHealthTable />
    </div>
  )
}
