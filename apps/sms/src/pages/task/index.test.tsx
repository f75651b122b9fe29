import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { SMS_MKT_CODES as C, smsMarketingEndpoints as ep, type Campaign } from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const campaign = (id: string, name: string, status: Campaign['status']): Campaign => ({
  id,
  name,
  deptId: '11',
  deptName: 'Marketing',
  templateId: '12',
  templateName: 'Festival text',
  audienceKind: 'list',
  audienceId: null,
  listSize: 3,
  params: {},
  preview: '【Shop】Hello',
  sendAt: null,
  quietStart: '21:00',
  quietEnd: '08:00',
  status,
  recipientCount: status === 'draft' ? 0 : 3,
  costFen: status === 'done' ? 15 : 0,
  startTime: null,
  finishTime: null,
  createTime: '2026-11-27 10:00:00',
})

const routes = () => ({
  [`GET ${ep.campaignPage.path}`]: () =>
    page([campaign('1', 'Spring sale', 'draft'), campaign('2', 'Anniversary', 'done')]),
  [`POST ${ep.campaignSend.path}`]: () => ({ data: campaign('1', 'Spring sale', 'sending') }),
  [`GET ${ep.campaignStats.path}`]: () => ({
    data: { total: 3, queued: 0, sent: 3, delivered: 2, failed: 1, optedOut: 0, costFen: 15 },
  }),
  [`GET ${ep.recipientPage.path}`]: () => page([]),
})

describe('SMS campaigns', () => {
  beforeAll(initI18n)

  it('a draft is sent only after confirming; a finished campaign offers its statistics and removal, not sending', async () => {
    const { calls, notices } = renderArea('task', routes(), [
      C.campaignView,
      C.campaignSend,
      C.campaignDelete,
    ])
    const draft = (await screen.findByText('Spring sale')).closest('tr')!
    const done = screen.getByText('Anniversary').closest('tr')!
    expect(within(done).getByText('Done')).toBeTruthy()
    expect(within(done).queryByRole('button', { name: 'Send' })).toBeNull()
    expect(within(done).getByRole('button', { name: 'Delete' })).toBeTruthy()
    fireEvent.click(within(draft).getByRole('button', { name: 'Send' }))
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(calls.some((c) => c.url.includes(ep.campaignSend.path))).toBe(true))
    await waitFor(() => expect(notices).toContain('Sending has started'))
  })

  it('the statistics show sent, delivered, failed and cost', async () => {
    renderArea('task', routes(), [C.campaignView])
    const done = (await screen.findByText('Anniversary')).closest('tr')!
    fireEvent.click(within(done).getByRole('button', { name: 'Statistics' }))
    expect(await screen.findByRole('listitem', { name: 'Delivered 2' })).toBeTruthy()
    expect(screen.getByRole('listitem', { name: 'Failed 1' })).toBeTruthy()
    expect(within(screen.getByRole('dialog')).getByText('0.15')).toBeTruthy()
  })
})
