import { useState } from 'react'
import { Alert, Button, Card, Empty, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { WORKFLOW_CODES, workflowEndpoints, type ProcessDefinition } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PermissionGate, useLoaded } from '@store/ui'
import { formatTime, ROUTES, useOpen } from '../../components/common'

const PAGE_SIZE = 10

/** The processes the user may start (the newest active version of each); Start opens its form. */
export default function StartListPage() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const [current, setCurrent] = useState(1)
  const { data, error } = useLoaded(
    () => call(api, workflowEndpoints.processList, { query: { current, size: PAGE_SIZE } }),
    [api, current],
  )
  const columns: TableColumnsType<ProcessDefinition> = [
    { title: t('processName'), dataIndex: 'name' },
    { title: t('processKey'), dataIndex: 'processKey' },
    { title: t('category'), dataIndex: 'category' },
    { title: t('version'), dataIndex: 'version', render: (version: number) => t('versionN', { version }) },
    { title: t('createTime'), dataIndex: 'createTime', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, d) => (
        <PermissionGate code={WORKFLOW_CODES.start}>
          <Button type="link" onClick={() => open(ROUTES.startForm(d.id), `${t('start_title')} · ${d.name}`)}>
            {t('start_start')}
          </Button>
        </PermissionGate>
      ),
    },
  ]
  return (
    <Card title={t('start_title')}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ProcessDefinition>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('start_none')} /> }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: setCurrent,
        }}
      />
    </Card>
  )
}
