import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  priceEndpoints as ep,
  priceListItemResource,
  priceListResource,
  workflowEndpoints as wf,
  type AnomalyCounts,
  type PriceOrderNotice,
} from '@store/contract'
import { enqueueRealtime, type OutgoingEvent } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { userByAccount } from '../user'
import { priceChangeOrder, priceHistory, priceListItem } from './schema'
import { DEMO_LISTS } from './seed'

jest.mock('../../core/realtime/outbox', () => {
  const actual = jest.requireActual('../../core/realtime/outbox')
  return { ...actual, enqueueRealtime: jest.fn(actual.enqueueRealtime) }
})

const TENANT = '100001'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** `yyyy-MM-dd HH:mm:ss` in the demo tenants' zone (Asia/Shanghai, UTC+8). */
const local = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

interface Page<T> {
  records: T[]
}

/** Issue 28: price lists, inquiry, change orders approved through the workflow and applied by a job, anomalies. */
describe(`price centre (${engineName})`, () => {
  let app: FastifyInstance
  const token: Record<'admin' | 'other' | 'clerk' | 'manager', string> = {} as never
  const ids: Record<'admin' | 'manager', string> = {} as never
  let retailId: string
  let goodsIds: string[]
  let listIds: Record<string, string>
  const itemsOf = async (listId: string) =>
    (
      (await data(
        'admin',
        { method: 'GET', path: `${priceListItemResource.basePath}/page` },
        { query: `listId=${listId}&size=100` },
      )) as Page<{ goodsId: string }>
    ).records.map((i) => i.goodsId)

  const call = async (
    who: keyof typeof token,
    e: { method: string; path: string },
    opts: { query?: string; body?: object } = {},
  ) =>
    app.inject({
      method: e.method as 'GET',
      url: `${e.path}${opts.query ? `?${opts.query}` : ''}`,
      headers: auth(token[who]),
      ...(opts.body && { payload: opts.body }),
    })
  const data = async (...args: Parameters<typeof call>) => {
    const res = await call(...args)
    expect(res.json()).toMatchObject({ success: true })
    return res.json().data
  }
  const heard = (event: string, who: keyof typeof ids) => {
    const events = jest
      .mocked(enqueueRealtime)
      .mock.calls.map(([, e]) => e as OutgoingEvent<'newPriceOrderMessage'>)
    return events
      .filter((e) => e.event === event && e.to.includes(userRoom(TENANT, ids[who])))
      .map((e) => e.payload as PriceOrderNotice)
  }
  const approve = async (instanceId: string, pass: boolean) => {
    const todo: Page<{ id: string; instanceId: string }> = await data('manager', wf.todoList, {
      query: 'processKey=price_change&size=100',
    })
    const task = todo.records.find((t) => t.instanceId === instanceId)!
    await data('manager', wf.complete, { body: { taskId: task.id, pass, comment: pass ? 'ok' : 'no' } })
  }
  const orderRow = async (id: string) =>
    (
      await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.select().from(priceChangeOrder).where(eq(priceChangeOrder.id, id)),
      )
    )[0]!
  const historyRows = (orderId: string) =>
    app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.select().from(priceHistory).where(eq(priceHistory.orderId, orderId)),
    )
  const draft = async (
    lines: { goodsId: string; newPriceFen: number }[],
    effectiveAt: Date,
    title = '测试调价',
  ) =>
    (await data('admin', ep.orderSave, {
      body: { title, listId: retailId, effectiveAt: local(effectiveAt), lines },
    })) as {
      id: string
      code: string
      title: string
      status: string
      anomalies: number
    }

  beforeAll(async () => {
    app = await buildTestApp()
    token.admin = await tokenFor(app, TENANT, 'admin')
    token.other = await tokenFor(app, '100002', 'admin')
    token.clerk = await tokenFor(app, TENANT, 'clerk')
    token.manager = await tokenFor(app, TENANT, 'manager')
    for (const who of ['admin', 'manager'] as const) {
      const u = await app.db.withTenant({ tenantId: TENANT }, (tx) => userByAccount(tx, who))
      ids[who] = u!.id
    }
    const lists: Page<{ id: string; code: string }> = await data(
      'admin',
      { method: 'GET', path: `${priceListResource.basePath}/page` },
      {
        query: 'size=100',
      },
    )
    listIds = Object.fromEntries(lists.records.map((l) => [l.code, l.id]))
    retailId = listIds[DEMO_LISTS.retail]!
    goodsIds = await itemsOf(retailId)
  })
  afterAll(async () => {
    await app.close()
  })

  it('each demo tenant has its own lists, and never reads the other’s', async () => {
    const mine: Page<{ code: string }> = await data(
      'admin',
      { method: 'GET', path: `${priceListResource.basePath}/page` },
      { query: 'size=100' },
    )
    expect(mine.records.map((l) => l.code).sort()).toEqual(Object.values(DEMO_LISTS).sort())
    const res = await call(
      'other',
      { method: 'GET', path: `${priceListResource.basePath}/detail` },
      { query: `id=${retailId}` },
    )
    expect(res.json().code).toBe(404)
  })

  it('the inquiry answers each cart line with its price and names the list, rule and precedence that made it', async () => {
    const [g] = await itemsOf(listIds[DEMO_LISTS.online]!)
    const answers = await data('admin', ep.inquiry, { body: { goodsIds: [g, g], channel: 'online' } })
    expect(answers).toHaveLength(2)
    const [a] = answers
    // the online channel list (priority 20) is a formula over the retail list: 95 %, rounded up to .x9
    expect(a.explanation).toMatchObject({
      source: 'list',
      listCode: DEMO_LISTS.online,
      rule: 'formula',
      discountBp: 9500,
      rounding: 'x9',
    })
    expect(a.explanation.considered).toEqual([DEMO_LISTS.online, DEMO_LISTS.retail])
    expect(a.priceFen % 10).toBe(9)
    expect(a.floorFen).not.toBeNull()
    const plain = (await data('admin', ep.inquiry, { body: { goodsIds: [g] } }))[0]
    expect(plain.explanation).toMatchObject({ source: 'list', listCode: DEMO_LISTS.retail, rule: 'fixed' })
  })

  it('bad input is refused with a clear message and saves nothing', async () => {
    const noGrade = await call(
      'admin',
      { method: 'POST', path: `${priceListResource.basePath}/submit` },
      {
        body: { code: `G${Date.now().toString(36)}`, name: '会员价', scope: 'member_grade', priority: 1 },
      },
    )
    expect(noGrade.statusCode).toBe(400)
    expect(noGrade.json().msg).toContain('会员等级')
    const shops = listIds[DEMO_LISTS.shops]!
    const inShops = await itemsOf(shops)
    const selfBase = await call(
      'admin',
      { method: 'POST', path: `${priceListItemResource.basePath}/submit` },
      {
        query: 'lang=en',
        body: {
          listId: shops,
          goodsId: goodsIds.find((g) => !inShops.includes(g)),
          mode: 'formula',
          baseListId: shops,
          discountBp: 9000,
        },
      },
    )
    expect(selfBase.json()).toMatchObject({
      success: false,
      msg: 'A formula cannot be based on its own list',
    })
    const dup = await call('admin', ep.orderSave, {
      body: {
        title: 'dup',
        listId: retailId,
        effectiveAt: '2030-01-01 00:00:00',
        lines: [goodsIds[0], goodsIds[0]].map((goodsId) => ({ goodsId, newPriceFen: 100 })),
      },
    })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().msg).toContain(goodsIds[0])
    const before = (await data('admin', ep.orderPage, { query: 'size=1000' })).total
    const unknown = await call('admin', ep.orderSave, {
      body: {
        title: 'x',
        listId: retailId,
        effectiveAt: '2030-01-01 00:00:00',
        lines: [{ goodsId: '123', newPriceFen: 1 }],
      },
    })
    expect(unknown.json()).toMatchObject({ code: 400, msg: '商品不存在：123' })
    expect((await data('admin', ep.orderPage, { query: 'size=1000' })).total).toBe(before)
  })

  it('a role without the price centre’s buttons may not inquire, read orders or handle anomalies', async () => {
    expect((await call('clerk', ep.inquiry, { body: { goodsIds: [goodsIds[0]] } })).statusCode).toBe(403)
    expect((await call('clerk', ep.orderPage)).statusCode).toBe(403)
    expect((await call('clerk', ep.anomalyCounts)).statusCode).toBe(403)
    expect(
      (await call('clerk', ep.anomalyHandle, { body: { id: '1', status: 'resolved', note: 'x' } }))
        .statusCode,
    ).toBe(403)
  })

  it('state machine: only a draft is edited, submitted or removed; only the submitter withdraws', async () => {
    const order = await draft(
      [{ goodsId: goodsIds[0]!, newPriceFen: 5000 }],
      new Date(Date.now() + 86_400_000),
    )
    expect(order.status).toBe('draft')
    const submitted = await data('admin', ep.orderSubmit, { query: `id=${order.id}` })
    expect(submitted.status).toBe('pending')
    const again = await call('admin', ep.orderSubmit, { query: `id=${order.id}&lang=en` })
    expect(again.json()).toMatchObject({
      code: 400,
      msg: 'The change order is “Awaiting approval”: it cannot be submitted',
    })
    expect((await call('admin', ep.orderRemove, { query: `id=${order.id}` })).json().code).toBe(400)
    const edit = await call('admin', ep.orderSave, {
      body: {
        id: order.id,
        title: 'x',
        listId: retailId,
        effectiveAt: '2030-01-01 00:00:00',
        lines: [{ goodsId: goodsIds[0], newPriceFen: 1 }],
      },
    })
    expect(edit.json().code).toBe(400)
    expect((await call('manager', ep.orderWithdraw, { query: `id=${order.id}` })).statusCode).toBe(403)
    expect((await data('admin', ep.orderWithdraw, { query: `id=${order.id}` })).status).toBe('withdrawn')
    expect(await historyRows(order.id)).toEqual([])
  })

  it('a rejected order changes no price and tells the submitter (newPriceOrderCheckFailMessage)', async () => {
    const goodsId = goodsIds[1]!
    const before = (await data('admin', ep.inquiry, { body: { goodsIds: [goodsId] } }))[0].priceFen
    const order = await draft([{ goodsId, newPriceFen: before + 100 }], new Date(Date.now() + 1000))
    const { instanceId } = await data('admin', ep.orderSubmit, { query: `id=${order.id}` })
    expect(heard('newPriceOrderCheckMessage', 'manager').at(-1)).toEqual({
      params: { code: order.code, title: order.title },
      address: '/priceCenter/priceOrder',
    })
    await approve(instanceId, false)
    expect((await orderRow(order.id)).status).toBe('rejected')
    expect(heard('newPriceOrderCheckFailMessage', 'admin').at(-1)?.params).toEqual({
      code: order.code,
      title: order.title,
    })
    await sleep(1500)
    expect((await data('admin', ep.inquiry, { body: { goodsIds: [goodsId] } }))[0].priceFen).toBe(before)
    expect(await historyRows(order.id)).toEqual([])
  })

  it('an approved order is applied by the job queue at its effective time, once, with one history entry per goods', async () => {
    const lines = goodsIds.slice(2, 4).map((goodsId, i) => ({ goodsId, newPriceFen: 3000 + i * 11 }))
    const effectiveAt = new Date(Date.now() + 2500)
    const order = await draft(lines, effectiveAt, '定时调价')
    const { instanceId } = await data('admin', ep.orderSubmit, { query: `id=${order.id}` })
    await approve(instanceId, true)
    expect((await orderRow(order.id)).status).toBe('scheduled')
    expect(heard('newPriceOrderCheckSuccessMessage', 'admin').at(-1)?.params).toEqual({
      code: order.code,
      title: order.title,
      at: local(effectiveAt),
    })
    // before its time nothing changed
    expect(await historyRows(order.id)).toEqual([])
    const answer = (await data('admin', ep.inquiry, { body: { goodsIds: [lines[0]!.goodsId] } }))[0]
    expect(answer.priceFen).not.toBe(lines[0]!.newPriceFen)

    let row = await orderRow(order.id)
    for (let i = 0; i < 50 && row.status !== 'applied'; i++) {
      await sleep(200)
      row = await orderRow(order.id)
    }
    expect(row.status).toBe('applied')
    expect(row.appliedAt!.getTime()).toBeGreaterThanOrEqual(effectiveAt.getTime() - 1000)
    const history = await historyRows(order.id)
    expect(history.map((h) => [h.goodsId, h.newPriceFen]).sort()).toEqual(
      lines.map((l) => [l.goodsId, l.newPriceFen]).sort(),
    )
    const after = (await data('admin', ep.inquiry, { body: { goodsIds: [lines[0]!.goodsId] } }))[0]
    expect(after).toMatchObject({
      priceFen: lines[0]!.newPriceFen,
      explanation: { orderId: order.id, listCode: DEMO_LISTS.retail },
    })
    expect(heard('newPriceOrderMessage', 'admin').at(-1)?.params).toMatchObject({
      code: order.code,
      count: '2',
    })
    const chart = await data('admin', ep.history, { query: `goodsId=${lines[0]!.goodsId}` })
    expect(chart.at(-1)).toMatchObject({ orderId: order.id, newPriceFen: lines[0]!.newPriceFen })
  })

  it('a price below the goods’ cost is an anomaly found on save; it is acknowledged, then resolved with a note', async () => {
    const counted = (): Promise<AnomalyCounts> => data('admin', ep.anomalyCounts)
    const kindCount = (c: AnomalyCounts, kind: string) => c.kinds.find((k) => k.kind === kind)?.count ?? 0
    const before = await counted()
    const order = await draft(
      [{ goodsId: goodsIds[5]!, newPriceFen: 1 }],
      new Date(Date.now() + 86_400_000),
      '低价',
    )
    expect(order.anomalies).toBeGreaterThanOrEqual(2)
    const page: Page<{ id: string; kind: string; orderId: string; status: string }> = await data(
      'admin',
      ep.anomalyPage,
      {
        query: 'status=open&size=100',
      },
    )
    const mine = page.records.filter((a) => a.orderId === order.id)
    expect(mine.map((a) => a.kind)).toEqual(expect.arrayContaining(['below_cost', 'below_min']))
    // the home page's figures count them
    const saved = await counted()
    expect(saved.open - before.open).toBeGreaterThanOrEqual(mine.length)
    expect(kindCount(saved, 'below_cost')).toBeGreaterThan(kindCount(before, 'below_cost'))
    const [first] = mine
    const acked = await data('admin', ep.anomalyHandle, {
      body: { id: first!.id, status: 'acknowledged', note: '已知' },
    })
    expect(acked).toMatchObject({ status: 'acknowledged', note: '已知' })
    expect((await counted()).acknowledged).toBeGreaterThan(saved.acknowledged)
    await data('admin', ep.anomalyHandle, { body: { id: first!.id, status: 'resolved', note: '已改价' } })
    const twice = await call('admin', ep.anomalyHandle, {
      body: { id: first!.id, status: 'resolved', note: '再次' },
    })
    expect(twice.json()).toMatchObject({ code: 400, msg: '该异常已解决' })
  })

  it('the demo seed holds change orders in every state and a few anomalies', async () => {
    const rows = await app.db.withTenant({ tenantId: '100002' }, (tx) => tx.select().from(priceChangeOrder))
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['draft', 'pending', 'scheduled', 'applied', 'rejected', 'withdrawn']),
    )
    const items = await app.db.withTenant({ tenantId: '100002' }, (tx) => tx.select().from(priceListItem))
    expect(items.some((i) => i.lastOrderId !== null)).toBe(true)
    expect((await data('other', ep.anomalyPage)).total).toBeGreaterThan(0)
    // the shop's demo activities priced under the promotion floor
    expect((await data('other', ep.anomalyPage, { query: 'kind=promotion_floor' })).total).toBeGreaterThan(0)
  })
})
