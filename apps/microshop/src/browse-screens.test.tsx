import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { SHOP_ENGAGE_CODES as C, browseEndpoints as ep, couponTemplateResource } from '@store/contract'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const task = {
  id: '61',
  name: 'Browse new arrivals',
  description: null,
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-12-25 00:00:00',
  status: 'running',
  targetKind: 'page',
  target: '/pages/new/index',
  targetName: '/pages/new/index',
  dwellSeconds: 15,
  period: 'daily',
  rewardKind: 'points',
  rewardPoints: 5,
  couponTemplateId: null,
  visits: 8,
  rewards: 6,
  createTime: '2026-11-24 09:00:00',
}
/** a stopped task on goods: listed by the goods' name, not its id */
const goodsTask = {
  ...task,
  id: '64',
  name: 'Look at vitamins',
  status: 'stopped',
  targetKind: 'goods',
  target: '385030532724670464',
  targetName: 'Vitamin C tablets',
}
const stats = { visits: 8, rewards: 6, members: 6, pointsGiven: 30, couponsGiven: 0 }
const reward = {
  id: '63',
  taskId: '61',
  memberId: '5020',
  visitId: '62',
  periodKey: '2026-11-27',
  rewardKind: 'points',
  rewardPoints: 5,
  couponTemplateId: null,
  seconds: 21,
  createTime: '2026-11-27 12:00:00',
}
const page = (records: object[]) => ({
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
})
const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`

function renderBrowse(buttons: string[], tasks: object[] = [task]) {
  return renderSubApp(subApp, 'browse', {
    buttons,
    routes: {
      [route(ep.page)]: () => page(tasks),
      [route(ep.detail)]: () => ({ data: task }),
      [route(ep.submit)]: ({ body }) => ({ data: { ...task, ...(body as object) } }),
      [route(ep.stop)]: () => ({ data: { ...task, status: 'stopped' } }),
      [route(ep.stats)]: () => ({ data: stats }),
      [route(ep.rewards)]: () => page([reward]),
      [`GET ${couponTemplateResource.basePath}/list`]: () => ({
        data: [{ id: '41', code: 'C-90', name: '3 off' }],
      }),
    },
  })
}

describe('Browse rewards screen, /microshop/browse (issue 26)', () => {
  beforeAll(initI18n)

  it('lists the tasks with target, dwell, reward and period; without the edit and stop buttons there is no New, Edit or Stop', async () => {
    renderBrowse([C.browseView])
    expect(await screen.findByText('Browse new arrivals')).toBeTruthy()
    expect(screen.getByText('Page · /pages/new/index')).toBeTruthy()
    expect(screen.getByText('Points 5')).toBeTruthy()
    expect(screen.getByText('Once per member a day')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New browse task' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
  })

  it('a goods target is listed by the goods’ name, never its id', async () => {
    renderBrowse([C.browseView], [goodsTask])
    expect(await screen.findByText('Goods · Vitamin C tablets')).toBeTruthy()
    expect(screen.queryByText(/385030532724670464/)).toBeNull()
  })

  it('stopping asks for a confirmation naming the task, then calls stop', async () => {
    const { calls, confirms } = renderBrowse([C.browseView, C.browseStop])
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.stop.path)).toBe(true))
    expect(confirms[0]?.title).toContain('Browse new arrivals')
    expect(calls.find((c) => c.url === ep.stop.path)?.params).toEqual({ id: '61' })
  })

  it('the dialog refuses an empty target without calling the server, then saves the task', async () => {
    const { calls } = renderBrowse([C.browseView, C.browseEdit])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    const target = await within(dialog).findByDisplayValue('/pages/new/index')
    fireEvent.change(target, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Please enter Target')).toBeTruthy()
    expect(calls.some((c) => c.url === ep.submit.path)).toBe(false)
    fireEvent.change(target, { target: { value: '/pages/sale/index' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.url === ep.submit.path)).toBe(true))
    expect(calls.find((c) => c.url === ep.submit.path)?.body).toEqual({
      id: '61',
      name: 'Browse new arrivals',
      startTime: '2026-11-25 00:00:00',
      endTime: '2026-12-25 00:00:00',
      targetKind: 'page',
      target: '/pages/sale/index',
      dwellSeconds: 15,
      period: 'daily',
      rewardKind: 'points',
      rewardPoints: 5,
    })
  })

  it('rewards and figures: browses, rewards and points given as cards, the rewards with member and seconds', async () => {
    renderBrowse([C.browseView])
    fireEvent.click(await screen.findByRole('button', { name: 'Rewards and figures' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('30')).toBeTruthy()
    expect(await within(drawer).findByText('5020')).toBeTruthy()
    expect(within(drawer).getByText('21')).toBeTruthy()
    expect(within(drawer).getByText('2026-11-27')).toBeTruthy()
  })
})
