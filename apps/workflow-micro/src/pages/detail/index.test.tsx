import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HistoryRecord, InstanceDetail, TaskRecord } from '@store/contract'
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

/** The demo leave process as the server lays it out (bpmn-auto-layout): start, leader, HR, end. */
const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="def_leave" targetNamespace="http://storedesk.dev/workflow">
  <bpmn:process id="leave" name="Leave" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="deptLeader" name="Department leader" />
    <bpmn:userTask id="hrApprove" name="HR" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="flow_1" sourceRef="start" targetRef="deptLeader" />
    <bpmn:sequenceFlow id="flow_2" sourceRef="deptLeader" targetRef="hrApprove" />
    <bpmn:sequenceFlow id="flow_3" sourceRef="hrApprove" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_leave" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="57" y="52" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptLeader_di" bpmnElement="deptLeader"><dc:Bounds x="175" y="30" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApprove_di" bpmnElement="hrApprove"><dc:Bounds x="325" y="30" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="507" y="52" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_1_di" bpmnElement="flow_1"><di:waypoint x="93" y="70" /><di:waypoint x="175" y="70" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_2_di" bpmnElement="flow_2"><di:waypoint x="275" y="70" /><di:waypoint x="325" y="70" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_3_di" bpmnElement="flow_3"><di:waypoint x="425" y="70" /><di:waypoint x="507" y="70" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`

const entry = (over: Partial<HistoryRecord>): HistoryRecord => ({
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
  ...over,
})

const detail = (tasks: TaskRecord[], history = [entry({})]): InstanceDetail => ({
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
  history,
  copies: [],
  backNodes: [],
  xml: LEAVE_XML,
})

function renderTask(tasks: TaskRecord[], { userId = '7', query = '?taskId=51', history = [entry({})] } = {}) {
  let current = detail(tasks, history)
  const view = renderArea(
    `workflow/process/detail/41${query}`,
    {
      [DETAIL]: () => ({ data: current }),
      [COMPLETE]: ({ body }) => {
        const { pass } = body as { pass: boolean }
        current = detail(
          tasks.map((k) => ({ ...k, status: pass ? 'approved' : 'rejected' })),
          history,
        )
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

describe('remove sign', () => {
  beforeAll(initI18n)

  it('the adder removes an added signer’s open task only after confirming', async () => {
    const signer = task({
      id: '52',
      kind: 'sign',
      parentTaskId: '51',
      assigneeId: '8',
      assigneeName: 'Zhao Lei',
    })
    const { calls } = renderArea(
      'workflow/process/detail/41',
      {
        [DETAIL]: () => ({ data: detail([task({ status: 'signing' }), signer]) }),
        'POST /api/blade-workflow/task/remove-sign': () => ({ data: true }),
      },
      { userId: '7' },
    )
    const table = (await screen.findByText('Signers added')).closest('.ant-table-wrapper') as HTMLElement
    const row = within(table).getByText('Zhao Lei').closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Remove signer' }))
    expect(await screen.findByText('Remove this signer? Their task is cancelled.')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/task/remove-sign'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/task/remove-sign'))?.body).toEqual({ taskId: '52' }),
    )
  })
})

describe('the progress diagram', () => {
  beforeAll(initI18n)

  it('marks the nodes passed and the node waiting, and says who acted there and when', async () => {
    const approved = entry({
      id: '82',
      taskId: '50',
      nodeId: 'deptLeader',
      nodeName: 'Department leader',
      action: 'approve',
      userId: '7',
      userName: 'Wang Fang',
      comment: null,
      createTime: '2026-11-27 09:30:00',
    })
    renderTask(
      [
        task({ id: '50', nodeId: 'deptLeader', status: 'approved' }),
        task({ nodeId: 'hrApprove', nodeName: 'HR' }),
      ],
      { history: [entry({}), approved] },
    )
    const diagram = await screen.findByTestId('progress-diagram')
    const shape = (id: string) => diagram.querySelector(`.djs-element[data-element-id="${id}"]`)
    await waitFor(() => expect(shape('hrApprove')?.classList.contains('wf-current')).toBe(true))
    expect(shape('start')!.classList.contains('wf-done')).toBe(true)
    expect(shape('deptLeader')!.classList.contains('wf-done')).toBe(true)
    expect(shape('end')!.classList.contains('wf-done')).toBe(false)
    expect(shape('flow_1')!.classList.contains('wf-done')).toBe(true)
    expect(shape('flow_3')!.classList.contains('wf-done')).toBe(false)
    expect(within(diagram).getByText('Wang Fang · Approved · 2026-11-27 09:30')).toBeTruthy()
    expect(diagram.querySelector('.bjs-powered-by')).toBeTruthy()
  })
})
