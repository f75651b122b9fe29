import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  activityRecordEndpoints as records,
  shopActivityEndpoints,
  shopGoodsEndpoints,
  type ActivityKind,
} from '@store/contract'
import { initI18n, renderSubApp } from '@store/micro/testing'
import type { FakeRoute } from '@store/ui/testing'
import subApp from './App'

const activity = (kind: ActivityKind, more: object = {}) => ({
  id: '701',
  kind,
  name: 'Team of three',
  shopGoodsId: '51',
  goodsName: 'Vitamin C',
  priceFen: 3000,
  activityPriceFen: 2000,
  teamSize: 3,
  formMinutes: 60,
  helpers: null,
  limitMinutes: null,
  stock: null,
  sold: 0,
  perUserLimit: null,
  points: null,
  startTime: '2026-11-27 10:00:00',
  endTime: '2026-12-27 10:00:00',
  status: 'active',
  phase: 'running',
  createTime: '2026-11-27 09:00:00',
  ...more,
})
const page = (records: unknown[]) => () => ({
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
})
const team = {
  id: '801',
  activityId: '701',
  activityName: 'Team of three',
  teamSize: 3,
  joined: 3,
  status: 'formed',
  deadline: '2026-11-28 10:00:00',
  createTime: '2026-11-27 10:00:00',
  members: [{ memberId: '9001', paidFen: 2000, refunded: false, joinTime: '2026-11-27 10:00:00' }],
}
const exchange = {
  id: '901',
  activityId: '702',
  activityName: 'Points for tea',
  memberId: '9002',
  quantity: 1,
  paidFen: 100,
  points: 200,
  lots: [{ lotId: '55', points: 200 }],
  status: 'paid',
  createTime: '2026-11-27 11:00:00',
}

function renderTool(
  kind: ActivityKind,
  path: string,
  buttons: string[],
  more: Record<string, FakeRoute> = {},
) {
  const ep = shopActivityEndpoints(kind)
  return renderSubApp(subApp, path, {
    buttons,
    routes: {
      [`GET ${ep.page.path}`]: page([activity(kind)]),
      [`GET ${ep.stats.path}`]: () => ({
        data: [
          { key: 'teamsOpened', value: 2, unit: 'count' },
          { key: 'revenueFen', value: 123456, unit: 'fen' },
        ],
      }),
      [`POST ${ep.submit.path}`]: (c) => ({ data: { ...activity(kind), ...(c.body as object) } }),
      [`POST ${ep.stop.path}`]: () => ({ data: activity(kind, { status: 'stopped', phase: 'stopped' }) }),
      [`GET ${shopGoodsEndpoints.page.path}`]: page([{ id: '51', goodsName: 'Vitamin C', priceFen: 3000 }]),
      [`GET ${records.teams.path}`]: page([team]),
      [`GET ${records.exchanges.path}`]: page([exchange]),
      [`POST ${records.refundExchange.path}`]: () => ({ data: { ...exchange, status: 'refunded' } }),
      ...more,
    },
  })
}

describe('marketing activity screens (issue 26: group buy, bargain, seckill, points shop)', () => {
  beforeAll(initI18n)

  it('the group-buy screen shows its statistics card row and its activities with their phase', async () => {
    renderTool('group', 'group', ['shop_group_view'])
    const row = (await screen.findByText('Team of three')).closest('tr')!
    expect(within(row).getByText('Vitamin C')).toBeTruthy()
    expect(within(row).getByText('Running')).toBeTruthy()
    expect(await screen.findByText('Teams opened')).toBeTruthy()
    expect(screen.getByText('Revenue (yuan)')).toBeTruthy()
    expect(screen.getByText('1,234.56')).toBeTruthy()
  })

  it('without the edit button there is no new, edit or stop', async () => {
    renderTool('group', 'group', ['shop_group_view'])
    await screen.findByText('Team of three')
    expect(screen.queryByRole('button', { name: 'New activity' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  })

  it('a new activity with nothing filled in is not sent: each required field says so', async () => {
    const { calls } = renderTool('group', 'group', ['shop_group_view', 'shop_group_edit'])
    await screen.findByText('Team of three')
    fireEvent.click(screen.getByRole('button', { name: 'New activity' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }))
    expect(await within(dialog).findByText('Pick a goods item')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('editing an activity sends it back with its id and the tool’s settings', async () => {
    const { calls } = renderTool('group', 'group', ['shop_group_view', 'shop_group_edit'])
    await screen.findByText('Team of three')
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByDisplayValue('Team of three')).toBeTruthy())
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }))
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/activity/group/submit'))).toBe(true))
    expect(calls.find((c) => c.url.endsWith('/activity/group/submit'))!.body).toMatchObject({
      id: '701',
      name: 'Team of three',
      shopGoodsId: '51',
      activityPriceFen: 2000,
      startTime: '2026-11-27 10:00:00',
      endTime: '2026-12-27 10:00:00',
      teamSize: 3,
      formMinutes: 60,
    })
  })

  it('stopping asks for confirmation first, then stops the activity', async () => {
    const { calls, confirms } = renderTool('group', 'group', ['shop_group_view', 'shop_group_edit'])
    await screen.findByText('Team of three')
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/activity/group/stop'))).toBe(true))
    expect(confirms[0]!.title).toBe('Stop “Team of three”? Buyers can no longer take part.')
    expect(calls.find((c) => c.url.endsWith('/activity/group/stop'))!.params).toMatchObject({ id: '701' })
  })

  it('the teams tab lists each team with its state and members', async () => {
    renderTool('group', 'group', ['shop_group_view'])
    await screen.findByText('Team of three')
    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }))
    expect(await screen.findByText('Formed')).toBeTruthy()
    expect(screen.getByText('3 / 3')).toBeTruthy()
  })

  it('a points-shop exchange shows its points and lots and is refunded after confirmation', async () => {
    const { calls, confirms } = renderTool(
      'integral',
      'integralShop',
      ['shop_integral_view', 'shop_integral_edit'],
      {
        [`GET ${shopActivityEndpoints('integral').page.path}`]: page([
          activity('integral', {
            id: '702',
            name: 'Points for tea',
            points: 200,
            stock: 10,
            perUserLimit: 2,
          }),
        ]),
      },
    )
    await screen.findByText('Points for tea')
    fireEvent.click(screen.getByRole('tab', { name: 'Exchanges' }))
    expect(await screen.findByText('55: 200')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/integral/refund'))).toBe(true))
    expect(confirms).toHaveLength(1)
  })

  it('the flash-sale screen shows its own settings (stock, sold, limit per member) as columns', async () => {
    renderTool('seckill', 'seckill', ['shop_seckill_view'], {
      [`GET ${shopActivityEndpoints('seckill').page.path}`]: page([
        activity('seckill', { name: 'Noon flash', stock: 20, sold: 5, perUserLimit: 1 }),
      ]),
    })
    expect(await screen.findByText('Noon flash')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Limit per member' })).toBeTruthy()
  })
})
