import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { InstanceDetail, TaskRecord } from '@store/contract'
import { initI18n, renderArea } from '../../testing'

const DETAIL = 'GET /api/blade-workflow/process/detail'
const COMPLETE = 'POST /api/blade-workflow/task/complete'

const task = (over: Partial<TaskRecord>): TaskRecord => ({
  id: '51',
  instanceId: '41',
  processKey: 'leave',
  processName: 'Leave request',
  businessKey: null,
  nodeId: 'deptLeader',
  nodeName: 'Department leader',
  assigneeId: '7',
  assigneeName: 'Wang Fang',
  status: 'pending',
  kind: 'approve',
  parentTaskId: null,
  delegatedFrom: null,
  starterId: '9',
  starterName: 'Li Ming',
  dueTime: null,
  createTime: '2026-11-27 09:00:00',
  endTime: null,
  ...over,
})

const detail = (tasks: TaskRecord[]): InstanceDetail => ({
  instance: {
    id: '41',
    processKey: 'leave',
    processName: 'Leave request',
    version: 2,
    businessKey: null,
    starterId: '9',
    starterName: 'Li Ming',
    status: 'running',
    currentNodes: 'Department leader',
    createTime: '2026-11-27 08:59:00',
    endTime: null,
  },
  formData: { type: 'sick', days: 2, reason: 'Flu', startDate: '2026-11-30', endDate: '2026-12-01' },
  formSchema: {
    fields: [
      {
        prop: 'type',
        label: 'Leave type',
        type: 'select',
        required: true,
        options: [
          { label: 'Personal', value: 'personal' },
          { label: 'Sick', value: 'sick' },
        ],
      },
      { prop: 'days', label: 'Days', type: 'number', required: true },
      { prop: 'reason', label: 'Reason', type: 'textarea', required: true },
    ],
  },
  tasks,
  history: [
    {
      id: '81',
      taskId: null,
      nodeId: 'start',
      nodeName: 'Start',
      action: 'start',
      userId: '9',
      userName: 'Li Ming',
      targetUserId: null,
      comment: 'Please approve',
      createTime: '2026-11-27 08:59:00',
    },
  ],
  copies: [],
  backNodes: [],
})

function renderTask(tasks: TaskRecord[], { userId = '7', query = '?taskId=51' } = {}) {
  let current = detail(tasks)
  const view = renderArea(
    `workflow/process/detail/41${query}`,
    {
      [DETAIL]: () => ({ data: current }),
      [COMPLETE]: ({ body }) => {
        const { pass } = body as { pass: boolean }
        current = detail(tasks.map((k) => ({ ...k, status: pass ? 'approved' : 'rejected' })))
        return { data: true }
      },
    },
    { userId },
  )
  return view
}

describe('the task page', () => {
  beforeAll(initI18n)

  it('shows the form read-only, the path and the history; approving sends the comment', async () => {
    const { calls, notices } = renderTask([task({})])
    const form = (await screen.findByText('Leave type')).closest('table')!
    expect(within(form).getByText('Sick leave')).toBeTruthy()
    expect(within(form).getByText('Flu')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull()
    expect(screen.getByText('Please approve')).toBeTruthy()
    expect(screen.getAllByText('In approval').length).toBeGreaterThan(0)

    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'OK, get well' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/task/complete'))).toBe(true))
    expect(calls.find((c) => c.url.endsWith('/task/complete'))!.body).toEqual({
      taskId: '51',
      comment: 'OK, get well',
      pass: true,
    })
    await waitFor(() => expect(notices).toEqual([{ type: 'success', message: 'Done' }]))
    // the task is done: its actions are gone
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull())
  })

  it('a reject asks for a reason, then for confirmation, and sends the instance where chosen', async () => {
    const { calls } = renderTask([task({})])
    await screen.findByText('Leave type')
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Enter a comment')).toBeTruthy()
    expect(screen.queryByText('Reject this task?')).toBeNull()

    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Too long' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Reject this task?')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/task/complete'))).toBe(false)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The starter' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/task/complete'))?.body).toEqual({
        taskId: '51',
        comment: 'Too long',
        pass: false,
        backTo: 'starter',
      }),
    )
  })

  it('offers delegate, transfer and add sign; a transfer without a user is refused', async () => {
    const { calls } = renderTask([task({})])
    await screen.findByText('Leave type')
    expect(screen.getByRole('button', { name: 'Delegate' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add signer' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Choose a user')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/task/transfer'))).toBe(false)
  })

  it('someone else’s task is shown without its actions', async () => {
    renderTask([task({ assigneeId: '8', assigneeName: 'Zhao Lei' })], { userId: '7', query: '' })
    await screen.findByText('Leave type')
    expect(screen.getAllByText('Zhao Lei').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
  })
})
