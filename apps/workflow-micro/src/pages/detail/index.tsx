import { useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Steps,
  Table,
  Timeline,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import {
  TASK_STATUS,
  workflowEndpoints,
  type HistoryRecord,
  type InstanceDetail,
  type TaskRecord,
} from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded, useSubmit } from '@store/ui'
import { lazyDiagram } from '../../components/bpmn/lazy-diagram'
import { UserSelect } from '../../components/user-select'
import { formatTime, InstanceStatusTag, TaskStatusTag } from '../../components/common'
import { FormValues } from './form-values'
import { progressOf } from './progress'
import { AddedSigners } from './signers'

const ProgressDiagram = lazyDiagram(() => import('./progress-diagram'))

const selectUserId = (s: BridgeState) => s.user?.userId ?? null

type UserAction = 'delegate' | 'transfer' | 'addSign'

/** The nodes the instance went through, in order, then the ones it waits at: its path as steps. */
export function pathOf(detail: InstanceDetail): { title: string; current: boolean }[] {
  const passed: string[] = []
  for (const h of detail.history) if (h.nodeName && !passed.includes(h.nodeName)) passed.push(h.nodeName)
  const waiting = detail.instance.status === 'running' ? detail.instance.currentNodes.split(',') : []
  const names = waiting.map((n) => n.trim()).filter(Boolean)
  return [
    ...passed.filter((n) => !names.includes(n)).map((title) => ({ title, current: false })),
    ...names.map((title) => ({ title, current: true })),
  ]
}

/** The user's task in the instance: the one to act on, else one waiting for the signers it added. */
const mineFirst = (tasks: TaskRecord[], userId: string | null) => {
  const mine = tasks.filter((k) => k.assigneeId === userId)
  return (
    mine.find((k) => k.status === TASK_STATUS.pending) ??
    mine.find((k) => k.status === TASK_STATUS.waiting || k.status === TASK_STATUS.signing)
  )
}

/**
 * One process instance: its form (read-only), path, tasks and history; the signed-in user's open task
 * (`?taskId=`, or their pending task in it) with the actions it allows; the starter's withdraw and remind.
 */
export default function DetailPage() {
  const { id = '' } = useParams<'id'>()
  const [params] = useSearchParams()
  const { t } = useTranslation()
  const api = useApi()
  const userId = useBridgeState(selectUserId)
  const [form] = Form.useForm<{ comment?: string }>()
  const [rejecting, setRejecting] = useState(false)
  const [backTo, setBackTo] = useState('end')
  const [userAction, setUserAction] = useState<UserAction | null>(null)
  const [userForm] = Form.useForm<{ user?: string; users?: string[]; position: 'before' | 'after' }>()
  const { data, error, reload } = useLoaded(
    () => call(api, workflowEndpoints.detail, { query: { processInstanceId: id } }),
    [api, id],
  )
  const progress = useMemo(() => data && progressOf(data), [data])

  const taskId = params.get('taskId')
  const task: TaskRecord | undefined = taskId
    ? data?.tasks.find((k) => k.id === taskId)
    : mineFirst(data?.tasks ?? [], userId)
  const running = data?.instance.status === 'running'
  const actionable = !!task && running && task.status === 'pending' && (!userId || task.assigneeId === userId)
  const comment = () => (form.getFieldValue('comment') as string | undefined)?.trim() || undefined

  const complete = useSubmit(
    (input: { pass: boolean; backTo?: string }) =>
      call(api, workflowEndpoints.complete, {
        body: { taskId: task!.id, comment: comment(), ...input },
      }),
    {
      success: (_, input) => (input.pass ? t('detail_done') : t('action_reject')),
      done: async () => {
        setRejecting(false)
        form.resetFields()
        await reload()
      },
    },
  )
  const handOver = useSubmit(
    async (values: { action: UserAction; user?: string; users?: string[]; position: 'before' | 'after' }) => {
      const base = { taskId: task!.id, comment: comment() }
      if (values.action === 'addSign')
        return call(api, workflowEndpoints.addSign, {
          body: { ...base, userIds: (values.users ?? []).join(','), position: values.position },
        })
      return call(api, workflowEndpoints[values.action], { body: { ...base, userId: values.user! } })
    },
    {
      success: (_, values) => t(`action_${values.action}`),
      done: async () => {
        setUserAction(null)
        userForm.resetFields()
        form.resetFields()
        await reload()
      },
    },
  )
  const withdraw = useSubmit(
    () => call(api, workflowEndpoints.withdraw, { body: { processInstanceId: id } }),
    { success: t('action_withdraw'), done: reload },
  )
  const urge = useSubmit(() => call(api, workflowEndpoints.urge, { body: { processInstanceId: id } }), {
    success: (count) => t('detail_urged', { count }),
  })

  /** A reject needs its reason: asked for before the confirmation opens. */
  const openReject = () => {
    if (!comment()) {
      form.setFields([{ name: 'comment', errors: [t('commentRequired')] }])
      return
    }
    setRejecting(true)
  }

  if (!data || !progress) return <LoadState error={error} />
  const { instance } = data
  const path = pathOf(data)
  const isStarter = !!userId && instance.starterId === userId

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon message={error} />}
      <Card
        title={
          <Space>
            {instance.processName}
            <InstanceStatusTag status={instance.status} />
          </Space>
        }
        extra={
          isStarter &&
          running && (
            <Space>
              <Button loading={urge.saving} onClick={() => void urge.submit()}>
                {t('detail_urge')}
              </Button>
              <Popconfirm
                title={t('detail_withdrawConfirm')}
                okText={t('ok')}
                cancelText={t('cancel')}
                onConfirm={() => withdraw.submit()}
              >
                <Button danger loading={withdraw.saving}>
                  {t('detail_withdraw')}
                </Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('starter')}>{instance.starterName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('createTime')}>{formatTime(instance.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('version')}>
            {t('versionN', { version: instance.version })}
          </Descriptions.Item>
        </Descriptions>
        {path.length > 0 && (
          <Steps
            size="small"
            style={{ marginTop: 16 }}
            current={running ? path.findIndex((s) => s.current) : path.length}
            items={path.map((s) => ({
              title: s.title,
              status: s.current ? 'process' : 'finish',
            }))}
          />
        )}
      </Card>

      <Card title={t('detail_diagram')}>
        <ProgressDiagram xml={data.xml} progress={progress} />
      </Card>

      <Card title={t('detail_form')}>
        <FormValues processKey={instance.processKey} schema={data.formSchema} values={data.formData} />
      </Card>

      {task && (
        <Card
          title={`${t('detail_handle')} · ${task.nodeName}`}
          extra={<TaskStatusTag status={task.status} />}
        >
          {actionable ? (
            <Form form={form} layout="vertical">
              <Form.Item name="comment" label={t('comment')} rules={[{ max: 1000 }]}>
                <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('commentPlaceholder')} />
              </Form.Item>
              <Space wrap>
                <Button
                  type="primary"
                  loading={complete.saving}
                  onClick={() => void complete.submit({ pass: true })}
                >
                  {task.kind === 'starter' ? t('detail_resubmit') : t('detail_approve')}
                </Button>
                {task.kind !== 'starter' && (
                  <Button danger onClick={openReject}>
                    {t('detail_reject')}
                  </Button>
                )}
                {task.kind === 'approve' && (
                  <>
                    <Button onClick={() => setUserAction('delegate')}>{t('detail_delegate')}</Button>
                    <Button onClick={() => setUserAction('transfer')}>{t('detail_transfer')}</Button>
                    <Button onClick={() => setUserAction('addSign')}>{t('detail_addSign')}</Button>
                  </>
                )}
              </Space>
            </Form>
          ) : (
            <Typography.Text type="secondary">
              {task.status === 'pending' ? t('detail_notYours') : t('detail_done')}
            </Typography.Text>
          )}
          {running && task.assigneeId === userId && (
            <AddedSigners task={task} tasks={data.tasks} onRemoved={reload} />
          )}
        </Card>
      )}

      <Card title={t('detail_history')}>
        {data.history.length === 0 ? (
          <Empty description={t('detail_noHistory')} />
        ) : (
          <Timeline
            items={data.history.map((h) => ({ key: h.id, color: colourOf(h), children: <Entry h={h} /> }))}
          />
        )}
      </Card>

      <Card title={t('detail_tasks')}>
        <Table<TaskRecord>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.tasks}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          columns={[
            { title: t('nodeName'), dataIndex: 'nodeName' },
            { title: t('assignee'), dataIndex: 'assigneeName' },
            { title: t('status'), dataIndex: 'status', render: (s: string) => <TaskStatusTag status={s} /> },
            { title: t('createTime'), dataIndex: 'createTime', render: formatTime },
            { title: t('endTime'), dataIndex: 'endTime', render: formatTime },
          ]}
        />
        {data.copies.length > 0 && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {t('detail_copies')}: {data.copies.map((c) => c.userName ?? c.userId).join(', ')}
          </Typography.Paragraph>
        )}
      </Card>

      <Modal
        open={rejecting}
        title={t('detail_rejectTitle')}
        okText={t('detail_reject')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, loading: complete.saving }}
        onOk={() => void complete.submit({ pass: false, backTo })}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={t('detail_rejectWarning')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph>{t('detail_backTo')}</Typography.Paragraph>
        <Radio.Group
          value={backTo}
          onChange={(e) => setBackTo(e.target.value as string)}
          options={[
            { value: 'end', label: t('detail_backEnd') },
            { value: 'starter', label: t('detail_backStarter') },
            ...data.backNodes.map((n) => ({ value: n.id, label: n.name })),
          ]}
        />
      </Modal>

      <Modal
        open={!!userAction}
        title={userAction ? t(`detail_${userAction}`) : ''}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: handOver.saving }}
        onOk={() =>
          void userForm
            .validateFields()
            .then((values) => handOver.submit({ ...values, action: userAction! }))
            .catch(() => undefined)
        }
        onCancel={() => setUserAction(null)}
        destroyOnHidden
      >
        <Form form={userForm} layout="vertical" initialValues={{ position: 'after' }} preserve={false}>
          {userAction === 'addSign' ? (
            <>
              <Form.Item
                name="users"
                label={t('detail_users')}
                rules={[{ required: true, message: t('detail_userRequired') }]}
              >
                <UserSelect multiple />
              </Form.Item>
              <Form.Item name="position" label={t('detail_signPosition')}>
                <Radio.Group
                  options={[
                    { value: 'before', label: t('detail_before') },
                    { value: 'after', label: t('detail_after') },
                  ]}
                />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="user"
              label={t('detail_user')}
              rules={[{ required: true, message: t('detail_userRequired') }]}
            >
              <UserSelect />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  )
}

const colourOf = (h: HistoryRecord) =>
  h.action === 'reject' || h.action === 'autoReject' || h.action === 'cancel'
    ? 'red'
    : h.action === 'approve' || h.action === 'autoPass' || h.action === 'end'
      ? 'green'
      : 'blue'

function Entry({ h }: { h: HistoryRecord }) {
  const { t } = useTranslation()
  return (
    <>
      <Typography.Text strong>
        {h.nodeName ?? t(`action_${h.action}`, { defaultValue: h.action })}
      </Typography.Text>{' '}
      <Typography.Text>{t(`action_${h.action}`, { defaultValue: h.action })}</Typography.Text>
      {h.userName && <Typography.Text type="secondary"> · {h.userName}</Typography.Text>}
      <Typography.Text type="secondary"> · {formatTime(h.createTime)}</Typography.Text>
      {h.comment && <div>{h.action === 'back' ? backTarget(h.comment, t) : h.comment}</div>}
    </>
  )
}

/** A send-back's history entry holds where it went: the starter, the end, or a step's id. */
const backTarget = (target: string, t: TFunction) =>
  `${t('detail_backTo')}: ${target === 'starter' ? t('detail_backStarter') : target === 'end' ? t('detail_backEnd') : target}`
