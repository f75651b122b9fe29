import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { TaskRecord } from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const task = (id: string, processName: string, nodeName: string, starterName: string): TaskRecord => ({
  id,
  instanceId: `i${id}`,
  processKey: 'leave',
  processName,
  businessKey: null,
  nodeId: 'deptLeader',
  nodeName,
  assigneeId: '7',
  assigneeName: 'Wang Fang',
  status: 'pending',
  kind: 'approve',
  parentTaskId: null,
  delegatedFrom: null,
  starterId: '9',
  starterName,
  dueTime: '2026-11-28 09:00:00',
  createTime: '2026-11-27 09:00:00',
  endTime: null,
})

const TODO = 'GET /api/blade-workflow/process/todo-list'
const PROCESSES = 'GET /api/blade-workflow/process/list'
const processes = () =>
  page([
    {
      id: '31',
      processKey: 'leave',
      version: 2,
      name: 'Leave request',
      category: 'oa',
      status: 'active',
      formSchema: null,
      createTime: '2026-11-01 09:00:00',
    },
  ])

describe('my to-do list', () => {
  beforeAll(initI18n)

  it('lists the open tasks with their process, step, starter and status; Handle opens the task page', async () => {
    const { tabs } = renderArea('workflow/todo', {
      [TODO]: () => page([task('51', 'Leave request', 'Department leader', 'Li Ming')]),
      [PROCESSES]: processes,
    })
    expect(await screen.findByText('My to-do')).toBeTruthy()
    const row = (await screen.findByText('Li Ming')).closest('tr')!
    expect(within(row).getByText('Leave request')).toBeTruthy()
    expect(within(row).getByText('Department leader')).toBeTruthy()
    expect(within(row).getByText('To do')).toBeTruthy()
    expect(within(row).getByText('2026-11-28 09:00')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Handle' }))
    expect(tabs).toEqual([
      {
        path: '/workflow-micro/workflow/process/detail/i51?taskId=51',
        label: 'Process detail · Leave request',
      },
    ])
  })

  it('says so when there is nothing to do', async () => {
    renderArea('workflow/todo', { [TODO]: () => page([]), [PROCESSES]: processes })
    expect(await screen.findByText('Nothing to do')).toBeTruthy()
  })

  it('pages through the server’s list and filters it by a process chosen by name', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      task(String(60 + i), 'Leave request', 'HR', `Clerk ${i}`),
    )
    const { calls } = renderArea('workflow/todo', {
      [TODO]: ({ params }) =>
        params.current === 2
          ? page([task('99', 'Leave request', 'HR', 'Last clerk')], 11, 2)
          : page(many, 11),
      [PROCESSES]: processes,
    })
    await screen.findByText('Clerk 0')
    expect(screen.getByText('11 in all')).toBeTruthy()
    fireEvent.click(screen.getByTitle('2'))
    expect(await screen.findByText('Last clerk')).toBeTruthy()

    const todoCalls = () => calls.filter((c) => c.url.endsWith('/todo-list'))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by process name' }))
    fireEvent.click(await screen.findByTitle('Leave request'))
    await waitFor(() => expect(todoCalls().at(-1)!.params).toMatchObject({ current: 1, processKey: 'leave' }))
  })

  it('shows the server’s refusal instead of the list', async () => {
    renderArea('workflow/done', {
      'GET /api/blade-workflow/process/done-list': () => ({ code: 403, msg: 'No permission' }),
      [PROCESSES]: processes,
    })
    expect(await screen.findByText('Done by me')).toBeTruthy()
    expect(await screen.findByText('No permission')).toBeTruthy()
  })
})
