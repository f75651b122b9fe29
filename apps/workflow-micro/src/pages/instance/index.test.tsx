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
