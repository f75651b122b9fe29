import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  activityFrontEndpoints as front,
  afterSaleEndpoints as sales,
  activityRecordEndpoints as records,
  shopActivityEndpoints,
  shopOrderEndpoints,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { earnPoints } from '../ledger'
import { takeOffSale } from '../shop/test-kit'
import { systemActivityContext } from './context'
import { expireTeam } from './group'
import { shopActivityBargain, shopActivityPurchase, shopActivityTeam, shopActivityTeamMember } from './schema'
import { endSeckill } from './seckill-stock'
import { activityCalls, memberIds } from './test-kit'

/** Issue 26: what an activity sells is a shop order (shipped, picked up, refunded by the shop's screens). */
describe(`Activity purchases are shop orders (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof activityCalls>
  let admin: string
  const onSale: string[] = []
  const member = memberIds()

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    calls = activityCalls(app, admin)
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })
  const goods = async () => {
    const g = await calls.goods(15, 10_000)
    onSale.push(g.id)
    return g
  }
  const inTenant = <T>(fn: Parameters<typeof systemActivityContext<T>>[2]) =>
    systemActivityContext(calls.runtime, '100001', fn)
  const read = <T>(fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
    app.db.withTenant({ tenantId: '100001' }, fn)
  const purchaseOrder = async (id: string) =>
    (await read((tx) => tx.select().from(shopActivityPurchase).where(eq(shopActivityPurchase.id, id))))[0]!
      .orderId!
  const teamOrders = async (teamId: string) =>
    (
      await read((tx) =>
        tx.select().from(shopActivityTeamMember).where(eq(shopActivityTeamMember.teamId, teamId)),
      )
    ).map((m) => m.orderId!)

  it('a seckill purchase is a paid order at the seckill price naming its activity; the goods stock is taken once', async () => {
    const g = await goods()
    const a = (
      await calls.submit('seckill', {
        shopGoodsId: g.id,
        activityPriceFen: 3_000,
        stock: 10,
        perUserLimit: 3,
      })
    ).data
    expect(await calls.stockOf(g.id)).toBe(90)
    const bought = await calls.post(front.buySeckill.path, {
      activityId: a.id,
      memberId: member(),
      quantity: 2,
    })
    expect(bought.code).toBe(200)
    const order = await calls.order(await purchaseOrder(bought.data.id))
    expect(order).toMatchObject({
      status: 'paid',
      deliveryType: 'pickup',
      originalFen: 20_000,
      discountFen: 14_000,
      payableFen: 6_000,
      paidFen: 6_000,
      source: { kind: 'seckill', activityId: a.id, recordId: bought.data.id },
    })
    expect(order.lines).toMatchObject([
      { shopGoodsId: g.id, quantity: 2, unitPriceFen: 10_000, payableFen: 6_000 },
    ])
    expect(order.timeline).toMatchObject([{ action: 'activity_buy', toStatus: 'paid', note: a.name }])
    expect(await calls.stockOf(g.id)).toBe(90)
  })

  it('a bargain bought at the price reached is a paid order at that price; the goods stock drops by one', async () => {
    const g = await goods()
    const a = (
      await calls.submit('bargain', {
        shopGoodsId: g.id,
        activityPriceFen: 6_000,
        helpers: 2,
        limitMinutes: 60,
      })
    ).data
    const owner = member()
    const b = (await calls.post(front.startBargain.path, { activityId: a.id, memberId: owner })).data
    await calls.post(front.helpBargain.path, { bargainId: b.id, memberId: member() })
    const bought = await calls.post(front.buyBargain.path, { bargainId: b.id, memberId: owner })
    expect(bought.code).toBe(200)
    const [row] = await read((tx) =>
      tx.select().from(shopActivityBargain).where(eq(shopActivityBargain.id, b.id)),
    )
    const order = await calls.order(row!.orderId!)
    expect(order).toMatchObject({
      status: 'paid',
      payableFen: row!.currentFen,
      paidFen: row!.currentFen,
      source: { kind: 'bargain', activityId: a.id, recordId: b.id },
    })
    expect(row!.currentFen).toBeLessThan(10_000)
    expect(await calls.stockOf(g.id)).toBe(99)
  })

  it('an integral exchange is a paid order for its cash part; its refund cancels that order and returns the stock', async () => {
    const g = await goods()
    const a = (
      await calls.submit('integral', {
        shopGoodsId: g.id,
        activityPriceFen: 500,
        stock: 5,
        perUserLimit: 3,
        points: 100,
      })
    ).data
    const who = member()
    await read((tx) =>
      earnPoints(
        tx,
        { ids: app.ids, userId: null, at: new Date() },
        { memberId: who, eventKey: `t-orders-earn-${who}`, points: 500, frozenUntil: null, expiresAt: null },
      ),
    )
    const made = await calls.post(front.exchange.path, { activityId: a.id, memberId: who, quantity: 2 })
    expect(made.code).toBe(200)
    const orderId = await purchaseOrder(made.data.id)
    expect(await calls.order(orderId)).toMatchObject({
      status: 'paid',
      payableFen: 1_000,
      paidFen: 1_000,
      source: { kind: 'integral', activityId: a.id, recordId: made.data.id },
    })
    expect(await calls.stockOf(g.id)).toBe(98)
    expect((await calls.post(`${records.refundExchange.path}?id=${made.data.id}`)).code).toBe(200)
    expect(await calls.order(orderId)).toMatchObject({ status: 'cancelled', refundedFen: 1_000 })
    expect(await calls.stockOf(g.id)).toBe(100)
  })

  it('an after-sale refunding an exchange’s order in full refunds the exchange: its points back, once', async () => {
    const g = await goods()
    const a = (
      await calls.submit('integral', {
        shopGoodsId: g.id,
        activityPriceFen: 800,
        stock: 5,
        perUserLimit: 3,
        points: 200,
      })
    ).data
    const who = member()
    await read((tx) =>
      earnPoints(
        tx,
        { ids: app.ids, userId: null, at: new Date() },
        {
          memberId: who,
          eventKey: `t-orders-earn-as-${who}`,
          points: 200,
          frozenUntil: null,
          expiresAt: null,
        },
      ),
    )
    const made = await calls.post(front.exchange.path, { activityId: a.id, memberId: who, quantity: 1 })
    const orderId = await purchaseOrder(made.data.id)
    const sale = await calls.post(sales.frontApply.path, {
      orderId,
      type: 'refund',
      reason: '不想要了',
    })
    expect(sale.code).toBe(200)
    expect((await calls.post(`${sales.approve.path}?id=${sale.data.id}`)).code).toBe(200)
    const exchanges = (await calls.get(`${records.exchanges.path}?activityId=${a.id}`)).data.records
    expect(exchanges).toMatchObject([{ id: made.data.id, status: 'refunded' }])
    const balance = await read((tx) =>
      tx.execute<{ remaining: number }>(`SELECT remaining FROM ledger_points_lot WHERE member_id = ${who}`),
    )
    expect(balance.rows.map((r) => Number(r.remaining))).toEqual([200])
    expect(await calls.post(`${records.refundExchange.path}?id=${made.data.id}`)).toMatchObject({
      code: 400,
      msg: '该兑换已退回',
    })
  })

  it('a group buy’s orders wait as group forming and become paid orders when the team forms', async () => {
    const g = await goods()
    const a = (
      await calls.submit('group', {
        shopGoodsId: g.id,
        activityPriceFen: 7_000,
        teamSize: 2,
        formMinutes: 30,
      })
    ).data
    const team = (await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member() })).data
    const [first] = await teamOrders(team.id)
    expect(await calls.order(first!)).toMatchObject({
      status: 'group_forming',
      paidFen: 7_000,
      source: { kind: 'group', activityId: a.id },
    })
    await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member(), teamId: team.id })
    const orders = await Promise.all((await teamOrders(team.id)).map((id) => calls.order(id)))
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid'])
    expect(orders[0]!.timeline.map((e) => e.action)).toEqual(['activity_buy', 'group_formed'])
    expect(await calls.stockOf(g.id)).toBe(98)
  })

  it('a group order the staff cancelled while forming stays cancelled and does not stop the team forming', async () => {
    const g = await goods()
    const a = (
      await calls.submit('group', {
        shopGoodsId: g.id,
        activityPriceFen: 7_000,
        teamSize: 3,
        formMinutes: 30,
      })
    ).data
    const team = (await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member() })).data
    const [first] = await teamOrders(team.id)
    const cancelled = await calls.post(shopOrderEndpoints.cancel.path, { id: first, reason: '买家不要了' })
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundedFen: 7_000 })
    await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member(), teamId: team.id })
    const last = await calls.post(front.joinTeam.path, {
      activityId: a.id,
      memberId: member(),
      teamId: team.id,
    })
    expect(last.data).toMatchObject({ status: 'formed', joined: 3 })
    const orders = await Promise.all((await teamOrders(team.id)).map((id) => calls.order(id)))
    expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'paid', 'paid'])
    expect(await calls.stockOf(g.id)).toBe(98)
  })

  it('a failed team’s orders are cancelled and refunded once through the shop, their units back to stock', async () => {
    const g = await goods()
    const a = (
      await calls.submit('group', {
        shopGoodsId: g.id,
        activityPriceFen: 7_000,
        teamSize: 3,
        formMinutes: 30,
      })
    ).data
    const team = (await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member() })).data
    await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member(), teamId: team.id })
    expect(await calls.stockOf(g.id)).toBe(98)
    await read((tx) =>
      tx
        .update(shopActivityTeam)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(eq(shopActivityTeam.id, team.id)),
    )
    expect(await inTenant((c) => expireTeam(c, team.id))).toBe(true)
    expect(await inTenant((c) => expireTeam(c, team.id))).toBe(false)
    const orders = await Promise.all((await teamOrders(team.id)).map((id) => calls.order(id)))
    for (const o of orders) {
      expect(o).toMatchObject({
        status: 'cancelled',
        paidFen: 7_000,
        refundedFen: 7_000,
        cancelReason: '拼团未成团',
      })
      expect(o.timeline.filter((e) => e.action === 'cancel')).toHaveLength(1)
    }
    expect(await calls.stockOf(g.id)).toBe(100)
  })

  it('a seckill takes its stock from the goods (refused when short, nothing changed), the unsold go back once', async () => {
    const g = await goods()
    const short = await calls.submit('seckill', { shopGoodsId: g.id, stock: 150, perUserLimit: 5 })
    expect(short).toMatchObject({ code: 400 })
    expect(short.msg).toContain('库存不足 150 件')
    expect(await calls.stockOf(g.id)).toBe(100)
    const a = (await calls.submit('seckill', { shopGoodsId: g.id, stock: 20, perUserLimit: 5 })).data
    expect(await calls.stockOf(g.id)).toBe(80)
    const raised = await calls.submit('seckill', { id: a.id, shopGoodsId: g.id, stock: 25, perUserLimit: 5 })
    expect(raised.code).toBe(200)
    expect(await calls.stockOf(g.id)).toBe(75)
    await calls.post(front.buySeckill.path, { activityId: a.id, memberId: member(), quantity: 3 })
    expect(await calls.stockOf(g.id)).toBe(75)
    const stop = `${shopActivityEndpoints('seckill').stop.path}?id=${a.id}`
    expect((await calls.post(stop)).code).toBe(200)
    expect(await calls.stockOf(g.id)).toBe(97)
    expect((await calls.post(stop)).code).toBe(200)
    await inTenant((c) => endSeckill(c, a.id))
    expect(await calls.stockOf(g.id)).toBe(97)
    expect(await calls.countersOf(a.id)).toMatchObject({ held: 3, sold: 3 })
  })
})
