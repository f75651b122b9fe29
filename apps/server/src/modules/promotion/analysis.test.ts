import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { analysisEndpoints, type ActivityPerformance } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { recordPurchase } from '../crm'
import { commitRedemption, reserveRedemption, revertRedemption } from './redemption-service'
import { promActivity, promRedemption } from './schema'

const DAY = 86_400_000

/** Issue 24 "analysis": sales uplift against the same-length period before, per shop, and budget burn by day. */
describe(`promotion analysis: uplift and budget burn (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let timeZone: string
  const tenantId = '100001'
  const run = Date.now().toString(36).toUpperCase()
  let n = 0
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)
  const ctx = (tx: Tx) => ({ tx, ids: app.ids })

  /** An active activity of these shops that started `startedDaysAgo` days ago and ends in a day. */
  const activity = (shopIds: string[], startedDaysAgo: number, budgetFen: number | null = 100_000) =>
    inTenant(async (tx) => {
      const id = app.ids.next()
      await tx.insert(promActivity).values({
        id,
        code: `AN${run}${++n}`,
        name: `分析活动${n}`,
        promType: 4,
        form: 'amountOff',
        layer: 'order',
        exclusivity: 'stack',
        status: 'active',
        startTime: new Date(Date.now() - startedDaysAgo * DAY),
        endTime: new Date(Date.now() + DAY),
        weekdays: [],
        hours: [],
        scope: { shopIds },
        tiers: [{ threshold: 0, unit: 'fen', value: 100 }],
        budgetFen,
      })
      return id
    })
  const bought = (shopId: string, daysAgo: number, totalFen: number, discountFen = 0) =>
    inTenant((tx) =>
      recordPurchase(tx, app.ids, {
        memberId: app.ids.next(),
        shopId,
        consumeNo: `AN${run}${++n}`,
        time: new Date(Date.now() - daysAgo * DAY),
        totalFen,
        discountFen,
        goodsCount: 1,
      }),
    )
  const redeem = async (
    activityId: string,
    shopId: string,
    amountFen: number,
    then: 'commit' | 'keep' | 'revert',
  ) => {
    const idempotencyKey = `AN${run}-${++n}`
    await inTenant((tx) => reserveRedemption(ctx(tx), { idempotencyKey, activityId, amountFen, shopId }))
    if (then === 'commit') await inTenant((tx) => commitRedemption(ctx(tx), idempotencyKey))
    if (then === 'revert') await inTenant((tx) => revertRedemption(ctx(tx), idempotencyKey))
    return idempotencyKey
  }
  const performance = async (activityId: string): Promise<ActivityPerformance> => {
    const res = await app.inject({
      url: `${analysisEndpoints.performance.path}?activityId=${activityId}`,
      headers: auth(admin),
    })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, tenantId, 'admin')
    timeZone = await app.tenants.timeZoneOf(tenantId)
  })
  afterAll(() => app.close())

  it('sales uplift: the activity’s period so far against the same length just before its start, per shop of its scope', async () => {
    const [shopA, shopB, other] = [app.ids.next(), app.ids.next(), app.ids.next()]
    const id = await activity([shopA, shopB], 2)
    await bought(shopA, 1, 10_000) // during
    await bought(shopA, 0.5, 6_000, 950) // during, paid 50.50
    await bought(shopA, 3, 10_000) // the period before (4 to 2 days ago)
    await bought(shopA, 5, 99_900) // before the period before: not counted
    await bought(shopB, 1, 2_000) // during; nothing before
    await bought(other, 1, 50_000) // a shop outside the scope
    const p = await performance(id)
    expect(p.shops).toEqual([
      {
        shopId: shopA,
        salesFen: 15_050,
        beforeSalesFen: 10_000,
        upliftFen: 5_050,
        upliftPermille: 505,
        spentFen: 0,
      },
      {
        shopId: shopB,
        salesFen: 2_000,
        beforeSalesFen: 0,
        upliftFen: 2_000,
        upliftPermille: null,
        spentFen: 0,
      },
    ])
    expect([p.salesFen, p.beforeSalesFen, p.upliftFen, p.upliftPermille]).toEqual([
      17_050, 10_000, 7_050, 705,
    ])
    expect(
      Date.parse(p.from.replace(' ', 'T')) - Date.parse(p.beforeFrom.replace(' ', 'T')),
    ).toBeGreaterThanOrEqual(2 * DAY - 2000)
  })

  it('a shop that sold less than before shows a negative uplift, rounded to the nearest ‰', async () => {
    const shop = app.ids.next()
    const id = await activity([shop], 2)
    await bought(shop, 1, 2_000)
    await bought(shop, 3, 3_000)
    const p = await performance(id)
    expect(p.shops).toEqual([
      {
        shopId: shop,
        salesFen: 2_000,
        beforeSalesFen: 3_000,
        upliftFen: -1_000,
        upliftPermille: -333,
        spentFen: 0,
      },
    ])
  })

  it('budget burn: reserved and committed redemptions by day, cumulative; reverted ones give their discount back', async () => {
    const [shopA, shopB] = [app.ids.next(), app.ids.next()]
    const id = await activity([shopA, shopB], 3, 5_000)
    const yesterday = await redeem(id, shopA, 300, 'commit')
    await redeem(id, shopA, 700, 'commit')
    await redeem(id, shopB, 200, 'keep')
    await redeem(id, shopB, 900, 'revert')
    await inTenant((tx) =>
      tx
        .update(promRedemption)
        .set({ createTime: sql`now() - interval '1 day'` })
        .where(eq(promRedemption.idempotencyKey, yesterday)),
    )
    const p = await performance(id)
    const day = (daysAgo: number) =>
      formatDateTime(new Date(Date.now() - daysAgo * DAY), timeZone).slice(0, 10)
    expect(p.burn).toEqual([
      { day: day(1), spentFen: 300, cumulativeFen: 300 },
      { day: day(0), spentFen: 900, cumulativeFen: 1_200 },
    ])
    expect([p.spentFen, p.budgetFen]).toEqual([1_200, 5_000])
    expect(p.shops.map((s) => [s.shopId, s.spentFen])).toEqual([
      [shopA, 1_000],
      [shopB, 200],
    ])
  })

  it('an activity not started yet has an empty period: no sales, no uplift', async () => {
    const shop = app.ids.next()
    const id = await activity([shop], -1)
    await bought(shop, 0.5, 4_000)
    const p = await performance(id)
    expect(p.from).toBe(p.to)
    expect([p.salesFen, p.beforeSalesFen, p.upliftPermille, p.burn]).toEqual([0, 0, null, []])
  })

  it('an unknown activity is a 404 and the analysis needs its view button', async () => {
    const missing = await app.inject({
      url: `${analysisEndpoints.performance.path}?activityId=${app.ids.next()}`,
      headers: auth(admin),
    })
    expect(missing.json().code).toBe(404)
    const clerk = await tokenFor(app, tenantId, 'clerk')
    const refused = await app.inject({
      url: `${analysisEndpoints.performance.path}?activityId=1`,
      headers: auth(clerk),
    })
    expect(refused.statusCode).toBe(403)
  })
})
