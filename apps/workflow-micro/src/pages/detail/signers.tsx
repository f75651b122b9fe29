import { Button, Popconfirm, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { TASK_STATUS, workflowEndpoints, type TaskRecord } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { TaskStatusTag } from '../../components/common'

/** The signers a task added (add sign); the adder removes one whose task is still open, after confirming. */
export function AddedSigners({
  task,
  tasks,
  onRemoved,
}: {
  task: TaskRecord
  tasks: TaskRecord[]
  onRemoved(): Promise<void>
}) {
  const { t } = useTranslation()
  const api = useApi()
  const signers = tasks.filter((k) => k.parentTaskId === task.id && k.kind === 'sign')
  const remove = useSubmit(
    (sign: TaskRecord) => call(api, workflowEndpoints.removeSign, { body: { taskId: sign.id } }),
    { success: t('action_removeSign'), done: onRemoved },
  )
  if (signers.length === 0) return null
  return (
    <Table<TaskRecord>
      rowKey="id"
      size="small"
      pagination={false}
      title={() => t('detail_signers')}
      dataSource={signers}
      columns={[
        { title: t('assignee'), dataIndex: 'assigneeName' },
        { title: t('status'), dataIndex: 'status', render: (s: string) => <TaskStatusTag status={s} /> },
        {
          title: t('actions'),
          key: 'actions',
          render: (_, sign) =>
            sign.status === TASK_STATUS.pending && (
              <Popconfirm
                title={t('detail_removeSignConfirm')}
                okText={t('ok')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.submit(sign)}
              >
                <Button type="link" danger>
                  {t('detail_removeSign')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  )
}
