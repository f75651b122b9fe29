import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { WORKFLOW_CODES, type InstanceRecord } from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const instance = (id: string, status: string, starterName: string): InstanceRecord => ({
  id,
  processKey: 'leave',
  processName: 'Leave request',
  version: 2,
  businessKey: null,
  starterId: '9',
  starterName,
  status,
  currentNodes: status === 'running' ? 'HR' : '',
  createTime: '2026-11-27 09:00:00',
  endTime: null,
})

const routes = () => ({
  'GET /api/blade-workflow/process/instance-list': () =>
    page([instance('41', 'running', 'Li Ming'), instance('42', 'approved', 'Zhao Lei')]),
  'GET /api/blade-workflow/process/list': () => page([]),
  'POST /api/blade-workflow/process/cancel': () => ({ data: true }),
})

describe('all processes', () => {
  beforeAll(initI18n)

  it('cancels a running process only after confirmation', async () => {
    const { calls } = renderArea('workflow/instance', routes(), { buttons: [WORKFLOW_CODES.manage] })
    const running = (await screen.findByText('Li Ming')).closest('tr')!
    const approved = screen.getByText('Zhao Lei').closest('tr')!
    expect(within(approved).queryByRole('button', { name: 'Cancel process' })).toBeNull()
    fireEvent.click(within(running).getByRole('button', { name: 'Cancel process' }))
    expect(await screen.findByText('The process ends and cannot be resumed. Cancel it?')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/process/cancel'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/process/cancel'))?.body).toEqual({ processInstanceId: '41' }),
    )
  })

  it('without the manage button nothing can be cancelled', async () => {
    renderArea('workflow/instance', routes(), { buttons: [] })
    await screen.findByText('Li Ming')
    expect(screen.queryByRole('button', { name: 'Cancel process' })).toBeNull()
  })
})

describe('started by me and copied to me', () => {
  beforeAll(initI18n)

  it('lists the instances I started, filtered by status from page 1; View opens one, nothing cancels', async () => {
    const many = Array.from({ length: 10 }, (_, i) => instance(String(60 + i), 'running', `Clerk ${i}`))
    const { calls, tabs } = renderArea('workflow/send', {
      'GET /api/blade-workflow/process/send-list': ({ params }) =>
        params.current === 2 ? page([instance('70', 'approved', 'Last one')], 11, 2) : page(many, 11),
      'GET /api/blade-workflow/process/list': () => page([]),
    })
    expect(await screen.findByText('Started by me')).toBeTruthy()
    await screen.findByText('Clerk 0')
    expect(screen.queryByRole('button', { name: 'Cancel process' })).toBeNull()
    fireEvent.click(screen.getByTitle('2'))
    const row = (await screen.findByText('Last one')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'View' }))
    expect(tabs).toEqual([
      { path: '/workflow-micro/workflow/process/detail/70', label: 'Process detail · Leave request' },
    ])

    const sent = () => calls.filter((c) => c.url.endsWith('/send-list'))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }))
    fireEvent.click(await screen.findByTitle('Approved'))
    await waitFor(() => expect(sent().at(-1)!.params).toMatchObject({ current: 1, status: 'approved' }))
  })

  it('says so when nothing was copied to me', async () => {
    renderArea('workflow/copy', {
      'GET /api/blade-workflow/process/copy-list': () => page([]),
      'GET /api/blade-workflow/process/list': () => page([]),
    })
    expect(await screen.findByText('Copied to me')).toBeTruthy()
    expect(await screen.findByText('Nothing copied to you')).toBeTruthy()
  })
})
