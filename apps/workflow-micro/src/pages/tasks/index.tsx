import { useState } from 'react'
import { Alert, Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { workflowEndpoints, type TaskRecord } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { ProcessSelect } from '../../components/process-select'
import { formatTime, ROUTES, TaskStatusTag, useOpen } from '../../components/common'

/** My to-do list (open tasks, oldest first) or my done list (tasks I approved or rejected, newest first). */
export default function TaskListPage({ kind }: { kind: 'todo' | 'done' }) {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [processKey, setProcessKey] = useState('')
  const endpoint = kind === 'todo' ? workflowEndpoints.todoList : workflowEndpoints.doneList
  const { data, error, reload } = useLoaded(
    () => call(api, endpoint, { query: { current, size, ...(processKey ? { processKey } : {}) } }),
    [api, endpoint, current, size, processKey],
  )

  const columns: TableColumnsType<TaskRecord> = [
    { title: t('processName'), dataIndex: 'processName' },
    { title: t('nodeName'), dataIndex: 'nodeName' },
    { title: t('starter'), dataIndex: 'starterName' },
    { title: t('status'), dataIndex: 'status', render: (s: string) => <TaskStatusTag status={s} /> },
    kind === 'todo'
      ? { title: t('dueTime'), dataIndex: 'dueTime', render: formatTime }
      : { title: t('endTime'), dataIndex: 'endTime', render: formatTime },
    { title: t('createTime'), dataIndex: 'createTime', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, task) => (
        <Button
          type="link"
          onClick={() =>
            open(ROUTES.detail(task.instanceId, task.id), `${t('detail_title')} · ${task.processName}`)
          }
        >
          {kind === 'todo' ? t('open') : t('view')}
        </Button>
      ),
    },
  ]

  return (
    <Card
      title={t(kind === 'todo' ? 'todo_title' : 'done_title')}
      extra={
        <Space>
          <ProcessSelect
            value={processKey || undefined}
            onChange={(key) => {
              restart()
              setProcessKey(key ?? '')
            }}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<TaskRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{
          emptyText: <Empty description={t(kind === 'todo' ? 'todo_none' : 'done_none')} />,
        }}
        pagination={pagination(data?.total ?? 0)}
      />
    </Card>
  )
}
