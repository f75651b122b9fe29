import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  activityFrontEndpoints as front,
  activityRecordEndpoints as records,
  priceEndpoints,
  priceListItemResource,
  priceListResource,
  shopActivityEndpoints,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { earnPoints } from '../ledger'
import { takeOffSale } from '../shop/test-kit'
import { systemActivityContext, TEAM_DEADLINE_JOB } from './context'
import { livePromotionPrices } from './floor-check'
import { expireTeam } from './group'
import { shopActivityBargain, shopActivityTeam } from './schema'
import { activityCalls, memberIds } from './test-kit'

/** Issue 26: group buy, bargain, seckill and integral shop, through the real server. */
describe(`Shop activities (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof activityCalls>
  const onSale: string[] = []
  const member = memberIds()
  let admin: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    calls = activityCalls(app, admin)
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })
  const goods = async (priceFen = 10_000) => {
    const g = await calls.goods(0, priceFen)
    onSale.push(g.id)
    return g
  }
  const figures = async (kind: 'group' | 'bargain' | 'seckill' | 'integral', activityId: string) => {
    const res = await calls.get(`${shopActivityEndpoints(kind).stats.path}?activityId=${activityId}`)
    return Object.fromEntries((res.data as { key: string; value: number }[]).map((f) => [f.key, f.value]))
  }

  it('an activity is created, listed, edited and stopped; a stopped activity refuses the shop front', async () => {
    const g = await goods()
    const ep = shopActivityEndpoints('seckill')
    const created = await calls.submit('seckill', { shopGoodsId: g.id, stock: 10, perUserLimit: 2 })
    expect(created).toMatchObject({
      code: 200,
      data: { kind: 'seckill', phase: 'running', priceFen: 10_000 },
    })
    const edited = await calls.submit('seckill', {
      id: created.data.id,
      shopGoodsId: g.id,
      name: '改名秒杀',
      stock: 12,
      perUserLimit: 2,
    })
    expect(edited.data).toMatchObject({ id: created.data.id, name: '改名秒杀', stock: 12 })
    const page = await calls.get(`${ep.page.path}?keyword=${encodeURIComponent('改名秒杀')}&phase=running`)
    expect(page.data.records.map((a: { id: string }) => a.id)).toContain(created.data.id)
    expect((await calls.post(`${ep.stop.path}?id=${created.data.id}`)).data.phase).toBe('stopped')
    const buy = await calls.post(front.buySeckill.path, {
      activityId: created.data.id,
      memberId: member(),
      quantity: 1,
    })
    expect(buy).toMatchObject({ code: 400, msg: '活动已停止' })
  })

  it('an activity priced under the goods’ promotion floor is recorded as a price-centre anomaly', async () => {
    const g: { id: string; goodsId: string } = (await goods()) as never
    const lists = await calls.get(`${priceListResource.basePath}/page?size=100`)
    const floor = (lists.data.records as { id: string; code: string }[]).find((l) => l.code === 'FLOOR')!
    const items = await calls.get(
      `${priceListItemResource.basePath}/page?listId=${floor.id}&goodsId=${g.goodsId}`,
    )
    const [existing] = items.data.records as { id: string }[]
    const item = await calls.post(`${priceListItemResource.basePath}/submit`, {
      ...(existing && { id: existing.id }),
      listId: floor.id,
      goodsId: g.goodsId,
      mode: 'fixed',
      priceFen: 6_000,
    })
    expect(item.code).toBe(200)
    const floorAnomalies = async () =>
      (
        await calls.get(`${priceEndpoints.anomalyPage.path}?kind=promotion_floor&status=open&size=100`)
      ).data.records.filter((a: { goodsId: string }) => a.goodsId === g.goodsId)

    const above = await calls.submit('group', {
      shopGoodsId: g.id,
      teamSize: 3,
      formMinutes: 60,
      activityPriceFen: 6_000,
    })
    expect(above.code).toBe(200)
    expect(await floorAnomalies()).toEqual([])
    const under = await calls.submit('seckill', {
      shopGoodsId: g.id,
      stock: 5,
      perUserLimit: 1,
      activityPriceFen: 5_500,
    })
    expect(under.code).toBe(200)
    expect(await floorAnomalies()).toEqual([
      expect.objectContaining({
        kind: 'promotion_floor',
        listId: floor.id,
        priceFen: 5_500,
        limitValue: 6_000,
        source: 'save',
      }),
    ])
    // saved again unchanged, it is not doubled
    await calls.submit('seckill', {
      id: under.data.id,
      shopGoodsId: g.id,
      stock: 5,
      perUserLimit: 1,
      activityPriceFen: 5_500,
    })
    expect(await floorAnomalies()).toHaveLength(1)
    // the nightly check's source: the live activities' prices, a stopped one no more
    const live = () => app.db.withTenant({ tenantId: '100001' }, (tx) => livePromotionPrices(tx, new Date()))
    expect(await live()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          goodsId: g.goodsId,
          priceFen: 5_500,
          ref: `shop-activity:${under.data.id}`,
        }),
        expect.objectContaining({
          goodsId: g.goodsId,
          priceFen: 6_000,
          ref: `shop-activity:${above.data.id}`,
        }),
      ]),
    )
    await calls.post(`${shopActivityEndpoints('seckill').stop.path}?id=${under.data.id}`)
    expect((await live()).map((p) => p.ref)).not.toContain(`shop-activity:${under.data.id}`)
  })

  it('bad settings are refused with a clear message and change nothing', async () => {
    const g = await goods()
    const before = (await calls.get(`${shopActivityEndpoints('bargain').page.path}?size=100`)).data.total
    expect(await calls.submit('group', { shopGoodsId: g.id, teamSize: 3 })).toMatchObject({
      code: 400,
      msg: '缺少活动设置：formMinutes',
    })
    expect(
      await calls.submit('bargain', {
        shopGoodsId: g.id,
        helpers: 3,
        limitMinutes: 60,
        startTime: await calls.at(3_600_000),
        endTime: await calls.at(0),
      }),
    ).toMatchObject({ code: 400, msg: '结束时间须晚于开始时间' })
    expect(
      await calls.submit('bargain', {
        shopGoodsId: g.id,
        helpers: 3,
        limitMinutes: 60,
        activityPriceFen: 10_000,
      }),
    ).toMatchObject({ code: 400, msg: '活动价须低于商品售价（100.00）' })
    expect(
      await calls.submit('bargain', {
        shopGoodsId: g.id,
        helpers: 5,
        limitMinutes: 60,
        activityPriceFen: 9_998,
      }),
    ).toMatchObject({ code: 400, msg: '可砍金额 2 分须不少于帮砍人数 5（每人至少砍 1 分）' })
    expect((await calls.get(`${shopActivityEndpoints('bargain').page.path}?size=100`)).data.total).toBe(
      before,
    )
  })

  it('group buy: the third join forms a team of 3, a fourth is refused, a member joins a team once', async () => {
    const g = await goods()
    const a = (await calls.submit('group', { shopGoodsId: g.id, teamSize: 3, formMinutes: 60 })).data
    const [leader, second, third, late] = [member(), member(), member(), member()]
    const opened = await calls.post(front.joinTeam.path, { activityId: a.id, memberId: leader })
    expect(opened.data).toMatchObject({ status: 'forming', joined: 1, teamSize: 3 })
    const join = (memberId: string) =>
      calls.post(front.joinTeam.path, { activityId: a.id, memberId, teamId: opened.data.id })
    expect(await join(leader)).toMatchObject({ code: 400, msg: '您已在该团中' })
    expect((await join(second)).data).toMatchObject({ status: 'forming', joined: 2 })
    const formed = (await join(third)).data
    expect(formed).toMatchObject({ status: 'formed', joined: 3 })
    expect(formed.members.map((m: { memberId: string; paidFen: number }) => [m.memberId, m.paidFen])).toEqual(
      [
        [leader, 5_000],
        [second, 5_000],
        [third, 5_000],
      ],
    )
    expect(await join(late)).toMatchObject({ code: 400, msg: '该团已满员或已结束' })
    const teams = await calls.get(`${records.teams.path}?activityId=${a.id}&memberId=${late}`)
    expect(teams.data.total).toBe(0)
    expect(await figures('group', a.id)).toEqual({
      teamsOpened: 1,
      teamsFormed: 1,
      teamsFailed: 0,
      buyers: 3,
      revenueFen: 15_000,
    })
  })

  it('a team not formed by its deadline fails by the queued deadline job and its members are refunded', async () => {
    const g = await goods()
    const a = (await calls.submit('group', { shopGoodsId: g.id, teamSize: 3, formMinutes: 30 })).data
    const [leader, second] = [member(), member()]
    const team = (await calls.post(front.joinTeam.path, { activityId: a.id, memberId: leader })).data
    await calls.post(front.joinTeam.path, { activityId: a.id, memberId: second, teamId: team.id })
    const queued = await app.db.withSystem((tx) =>
      tx.execute<{ run_after: Date }>(
        `SELECT run_after FROM job WHERE name = '${TEAM_DEADLINE_JOB}' AND payload->>'teamId' = '${team.id}'`,
      ),
    )
    expect(queued.rows).toHaveLength(1)
    expect(await systemActivityContext(calls.runtime, '100001', (c) => expireTeam(c, team.id))).toBe(false)
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .update(shopActivityTeam)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(eq(shopActivityTeam.id, team.id)),
    )
    expect(await systemActivityContext(calls.runtime, '100001', (c) => expireTeam(c, team.id))).toBe(true)
    const after = (await calls.get(`${records.teams.path}?activityId=${a.id}`)).data.records[0]
    expect(after).toMatchObject({ status: 'failed', joined: 2 })
    expect(after.members.every((m: { refunded: boolean }) => m.refunded)).toBe(true)
    expect(
      await calls.post(front.joinTeam.path, { activityId: a.id, memberId: member(), teamId: team.id }),
    ).toMatchObject({
      code: 400,
      msg: '该团已满员或已结束',
    })
    expect(await figures('group', a.id)).toMatchObject({ teamsFailed: 1, buyers: 0, revenueFen: 0 })
  })

  it('bargain: each helper helps once and cuts the planned amount, the price ends exactly at the floor, bought once', async () => {
    const g = await goods(10_000)
    const a = (
      await calls.submit('bargain', {
        shopGoodsId: g.id,
        activityPriceFen: 6_000,
        helpers: 3,
        limitMinutes: 60,
      })
    ).data
    const owner = member()
    const started = (await calls.post(front.startBargain.path, { activityId: a.id, memberId: owner })).data
    expect(started).toMatchObject({
      currentFen: 10_000,
      floorFen: 6_000,
      helpersNeeded: 3,
      status: 'ongoing',
    })
    const helpOf = (memberId: string) =>
      calls.post(front.helpBargain.path, { bargainId: started.id, memberId })
    expect(await helpOf(owner)).toMatchObject({ code: 400, msg: '不能为自己的砍价助力' })
    const helper = member()
    const first = (await helpOf(helper)).data
    expect(first.currentFen).toBe(10_000 - first.helps[0].cutFen)
    expect(await helpOf(helper)).toMatchObject({ code: 400, msg: '您已为该砍价助力过' })
    await helpOf(member())
    const last = (await helpOf(member())).data
    expect(last).toMatchObject({ currentFen: 6_000, status: 'reached' })
    expect(last.helps.reduce((s: number, h: { cutFen: number }) => s + h.cutFen, 0)).toBe(4_000)
    expect(await helpOf(member())).toMatchObject({ code: 400, msg: '砍价已完成、已购买或已过期' })
    const bought = await calls.post(front.buyBargain.path, { bargainId: started.id, memberId: owner })
    expect(bought.data).toMatchObject({ status: 'bought', currentFen: 6_000 })
    expect(await calls.post(front.buyBargain.path, { bargainId: started.id, memberId: owner })).toMatchObject(
      {
        code: 400,
      },
    )
    expect(await figures('bargain', a.id)).toEqual({
      bargainsStarted: 1,
      helps: 3,
      bargainsReached: 1,
      bargainsBought: 1,
      revenueFen: 6_000,
    })
  })

  it('a bargain past its time limit is expired: no more helps, no purchase', async () => {
    const g = await goods()
    const a = (await calls.submit('bargain', { shopGoodsId: g.id, helpers: 2, limitMinutes: 5 })).data
    const owner = member()
    const b = (await calls.post(front.startBargain.path, { activityId: a.id, memberId: owner })).data
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .update(shopActivityBargain)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(shopActivityBargain.id, b.id)),
    )
    expect(await calls.post(front.helpBargain.path, { bargainId: b.id, memberId: member() })).toMatchObject({
      code: 400,
      msg: '砍价已完成、已购买或已过期',
    })
    expect(await calls.post(front.buyBargain.path, { bargainId: b.id, memberId: owner })).toMatchObject({
      code: 400,
    })
    const listed = await calls.get(`${records.bargains.path}?activityId=${a.id}&status=expired`)
    expect(listed.data.records.map((r: { id: string }) => r.id)).toEqual([b.id])
  })

  it('seckill: nothing before the start second, then within the per-member limit until the stock is gone', async () => {
    const g = await goods()
    const later = await calls.submit('seckill', {
      shopGoodsId: g.id,
      stock: 3,
      perUserLimit: 2,
      startTime: await calls.at(3_600_000),
      endTime: await calls.at(7_200_000),
    })
    const early = await calls.post(front.buySeckill.path, {
      activityId: later.data.id,
      memberId: member(),
      quantity: 1,
    })
    expect(early).toMatchObject({ code: 400 })
    expect(early.msg).toContain('不在进行中')
    const a = (
      await calls.submit('seckill', { shopGoodsId: g.id, stock: 3, perUserLimit: 2, activityPriceFen: 990 })
    ).data
    const buy = (memberId: string, quantity: number) =>
      calls.post(front.buySeckill.path, { activityId: a.id, memberId, quantity })
    const first = member()
    expect((await buy(first, 2)).data).toMatchObject({ quantity: 2, paidFen: 1_980, status: 'paid' })
    expect(await buy(first, 1)).toMatchObject({ code: 400, msg: '每人限购 2 件' })
    const second = member()
    expect(await buy(second, 2)).toMatchObject({ code: 400, msg: '活动商品已抢光' })
    expect((await buy(second, 1)).data.quantity).toBe(1)
    expect(await figures('seckill', a.id)).toEqual({
      purchases: 2,
      buyers: 2,
      unitsSold: 3,
      revenueFen: 2_970,
    })
    const listed = await calls.get(`${records.purchases.path}?activityId=${a.id}`)
    expect(listed.data.total).toBe(2)
  })

  it('integral shop: an exchange spends points from the member’s lots, a refund gives exactly those lots back', async () => {
    const g = await goods()
    const a = (
      await calls.submit('integral', {
        shopGoodsId: g.id,
        activityPriceFen: 500,
        stock: 5,
        perUserLimit: 3,
        points: 300,
      })
    ).data
    const who = member()
    const poor = member()
    await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const ctx = { ids: app.ids, userId: null, at: new Date() }
      const lot = { frozenUntil: null, expiresAt: null }
      await earnPoints(tx, ctx, { memberId: who, eventKey: `t-earn-a-${who}`, points: 400, ...lot })
      await earnPoints(tx, ctx, { memberId: who, eventKey: `t-earn-b-${who}`, points: 400, ...lot })
      await earnPoints(tx, ctx, { memberId: poor, eventKey: `t-earn-${poor}`, points: 100, ...lot })
    })
    const refused = await calls.post(front.exchange.path, { activityId: a.id, memberId: poor, quantity: 1 })
    expect(refused.code).toBe(400)
    expect((await figures('integral', a.id)).exchanges).toBe(0)
    const made = await calls.post(front.exchange.path, { activityId: a.id, memberId: who, quantity: 2 })
    expect(made.data).toMatchObject({ quantity: 2, points: 600, paidFen: 1_000, status: 'paid' })
    expect(made.data.lots.map((l: { points: number }) => l.points).sort()).toEqual([200, 400])
    const balance = async () =>
      app.db.withTenant({ tenantId: '100001' }, async (tx) => {
        const r = await tx.execute<{ remaining: number }>(
          `SELECT remaining FROM ledger_points_lot WHERE member_id = ${who} ORDER BY id`,
        )
        return r.rows.map((x) => Number(x.remaining))
      })
    expect((await balance()).reduce((s, n) => s + n, 0)).toBe(200)
    const refunded = await calls.post(`${records.refundExchange.path}?id=${made.data.id}`)
    expect(refunded.data.status).toBe('refunded')
    expect(await balance()).toEqual([400, 400])
    expect(await calls.post(`${records.refundExchange.path}?id=${made.data.id}`)).toMatchObject({
      code: 400,
      msg: '该兑换已退回',
    })
    expect(await figures('integral', a.id)).toEqual({
      exchanges: 0,
      buyers: 0,
      pointsSpent: 0,
      revenueFen: 0,
      refunds: 1,
    })
    expect((await calls.get(`${records.exchanges.path}?activityId=${a.id}`)).data.records).toHaveLength(1)
  })

  it('the configuration calls need the tool’s permission: the clerk without it is refused', async () => {
    const clerk = await tokenFor(app, '100001', 'clerk')
    const res = await app.inject({
      url: shopActivityEndpoints('group').page.path,
      headers: { 'blade-auth': `bearer ${clerk}` },
    })
    expect(res.json()).toMatchObject({ code: 403 })
  })

  it('each demo tenant has one activity of each tool with records', async () => {
    for (const tenantId of ['100001', '100002']) {
      const tenant = activityCalls(app, await tokenFor(app, tenantId, 'admin'), tenantId)
      for (const kind of ['group', 'bargain', 'seckill', 'integral'] as const)
        expect((await tenant.get(shopActivityEndpoints(kind).page.path)).data.total).toBeGreaterThanOrEqual(1)
      expect((await tenant.get(records.teams.path)).data.total).toBeGreaterThanOrEqual(2)
      expect((await tenant.get(records.bargains.path)).data.total).toBeGreaterThanOrEqual(2)
      expect((await tenant.get(records.purchases.path)).data.total).toBeGreaterThanOrEqual(3)
      expect((await tenant.get(records.exchanges.path)).data.total).toBeGreaterThanOrEqual(3)
    }
  })
})
