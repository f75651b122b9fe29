import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { eq, like } from 'drizzle-orm'
import { analysisEndpoints, couponEndpoints, couponTemplateResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { AppError } from '../../core/errors'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIdsMatching } from '../insider'
import {
  commitRedemption,
  reserveRedemption,
  revertRedemption,
  type ReserveInput,
} from './redemption-service'
import { promActivity, promCoupon } from './schema'

const DAY = 86_400_000

/**
 * Issue 24 acceptance: redemptions reserved → committed → reverted with an idempotency key; concurrent
 * checkouts never overspend a budget or a per-member limit (on PostgreSQL truly concurrent over the pool).
 */
describe(`promotion redemptions and coupons (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const tenantId = '100001'
  const run = Date.now().toString(36).toUpperCase()
  let n = 0
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)
  const ctx = (tx: Tx) => ({ tx, ids: app.ids })
  const key = () => `${run}-${++n}`

  /**
   * An active activity with this budget and limits, straight into the table. It is ended after the file:
   * on PostgreSQL the files of a worker share one database, and a whole-order discount left in force
   * would lower every later checkout's price.
   */
  const activity = async (
    budgetFen: number | null,
    perMemberLimit: number | null = null,
    totalLimit: number | null = null,
  ) =>
    inTenant(async (tx) => {
      const id = app.ids.next()
      await tx.insert(promActivity).values({
        id,
        code: `RD${run}${++n}`,
        name: `预算活动${n}`,
        promType: 4,
        form: 'amountOff',
        layer: 'order',
        exclusivity: 'stack',
        status: 'active',
        startTime: new Date(Date.now() - DAY),
        endTime: new Date(Date.now() + DAY),
        weekdays: [],
        hours: [],
        scope: {},
        tiers: [{ threshold: 0, unit: 'fen', value: 100 }],
        budgetFen,
        perMemberLimit,
        totalLimit,
      })
      return id
    })
  const used = async (id: string) =>
    (await inTenant((tx) => tx.select().from(promActivity).where(eq(promActivity.id, id))))[0]!
  const reserve = (activityId: string, amountFen: number, more: Partial<ReserveInput> = {}) =>
    inTenant((tx) => reserveRedemption(ctx(tx), { idempotencyKey: key(), activityId, amountFen, ...more }))
  const refusedWith = async (p: Promise<unknown>) => {
    try {
      await p
      return 'accepted'
    } catch (e) {
      if (e instanceof AppError) return e.key
      throw e
    }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, tenantId, 'admin')
  })
  afterAll(async () => {
    await inTenant((tx) =>
      tx
        .update(promActivity)
        .set({ status: 'ended' })
        .where(like(promActivity.code, `RD${run}%`)),
    )
    await app.close()
  })

  it('N parallel reservations against budget B: exactly ⌊B/d⌋ succeed and the budget is never overspent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 100, max: 1000 }),
        async (parallel, d) => {
          const budget = d * Math.floor(parallel / 2) + Math.floor(d / 3)
          const id = await activity(budget)
          const outcomes = await Promise.all(
            Array.from({ length: parallel }, () => refusedWith(reserve(id, d))),
          )
          const won = outcomes.filter((o) => o === 'accepted').length
          expect(won).toBe(Math.min(parallel, Math.floor(budget / d)))
          expect(outcomes.filter((o) => o !== 'accepted').every((o) => o === 'promBudgetExhausted')).toBe(
            true,
          )
          const row = await used(id)
          expect(row.usedFen).toBe(won * d)
          expect(row.usedFen).toBeLessThanOrEqual(budget)
        },
      ),
      { numRuns: 6 },
    )
  })

  it('a per-member limit holds under parallel checkouts of one member; other members are not held back', async () => {
    const id = await activity(null, 2)
    const member = app.ids.next()
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => refusedWith(reserve(id, 50, { memberId: member }))),
    )
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(2)
    expect(outcomes.filter((o) => o === 'promMemberLimitReached')).toHaveLength(6)
    expect(await refusedWith(reserve(id, 50, { memberId: app.ids.next() }))).toBe('accepted')
    expect((await used(id)).usedCount).toBe(3)
  })

  it('a cancelled order’s revert frees the budget; a replayed reserve, commit or revert changes nothing', async () => {
    const id = await activity(1000)
    const k = key()
    const first = await reserve(id, 600, { idempotencyKey: k })
    const replay = await reserve(id, 600, { idempotencyKey: k })
    expect(replay.id).toBe(first.id)
    expect((await used(id)).usedFen).toBe(600)
    expect(await refusedWith(reserve(id, 600))).toBe('promBudgetExhausted')

    expect((await inTenant((tx) => commitRedemption(ctx(tx), k))).status).toBe('committed')
    expect((await inTenant((tx) => commitRedemption(ctx(tx), k))).status).toBe('committed')
    expect((await inTenant((tx) => revertRedemption(ctx(tx), k))).status).toBe('reverted')
    expect((await inTenant((tx) => revertRedemption(ctx(tx), k))).status).toBe('reverted')
    expect(await used(id)).toMatchObject({ usedFen: 0, usedCount: 0 })
    expect(await refusedWith(inTenant((tx) => commitRedemption(ctx(tx), k)))).toBe('promRedemptionReverted')
    expect(await refusedWith(reserve(id, 600))).toBe('accepted')
  })

  it('analysis: committed redemptions and their discount per activity and shop; reserved and reverted ones apart', async () => {
    const id = await activity(null)
    const [shopA, shopB] = [app.ids.next(), app.ids.next()]
    const commit = (k: string) => inTenant((tx) => commitRedemption(ctx(tx), k))
    for (const [shopId, amountFen, then] of [
      [shopA, 300, 'commit'],
      [shopA, 200, 'commit'],
      [shopB, 700, 'commit'],
      [shopB, 100, 'keep'],
      [shopB, 900, 'revert'],
    ] as const) {
      const k = key()
      await reserve(id, amountFen, { shopId, idempotencyKey: k })
      if (then === 'commit') await commit(k)
      if (then === 'revert') await inTenant((tx) => revertRedemption(ctx(tx), k))
    }
    const res = await app.inject({
      url: `${analysisEndpoints.redemptions.path}?activityId=${id}`,
      headers: auth(admin),
    })
    expect(
      res.json().data.map((r: Record<string, unknown>) => [r.shopId, r.committed, r.discountFen, r.reserved]),
    ).toEqual([
      [shopB, 1, 700, 1],
      [shopA, 2, 500, 0],
    ])
  })

  it('a paused or unknown activity refuses; an unknown key is refused on commit', async () => {
    const id = await activity(null)
    await inTenant((tx) => tx.update(promActivity).set({ status: 'paused' }).where(eq(promActivity.id, id)))
    expect(await refusedWith(reserve(id, 10))).toBe('promActivityNotRunning')
    expect(await refusedWith(reserve(app.ids.next(), 10))).toBe('notFound')
    expect(await refusedWith(inTenant((tx) => commitRedemption(ctx(tx), 'nope')))).toBe(
      'promRedemptionUnknown',
    )
  })

  it('coupons: issued to known members only, within quantity and per-member limit; locked on reserve, used on commit, unused again on revert', async () => {
    const tpl = await app.inject({
      method: 'POST',
      url: `${couponTemplateResource.basePath}/submit`,
      headers: auth(admin),
      payload: {
        code: `CP${run}`,
        name: '测试券',
        kind: 'amount',
        faceFen: 500,
        validDays: 7,
        totalQuantity: 3,
        perMemberLimit: 1,
      },
    })
    const templateId = tpl.json().data.id
    const issue = (memberIds: string[]) =>
      app.inject({
        method: 'POST',
        url: couponEndpoints.issue.path,
        headers: auth(admin),
        payload: { templateId, memberIds },
      })
    const [m1, m2, m3, m4] = await inTenant((tx) => memberIdsMatching(tx, {}, null, 4))
    const unknown = app.ids.next()
    expect((await issue([m1!, unknown])).json().msg).toBe(`会员不存在：${unknown}，未发放任何优惠券`)
    expect((await issue([m1!, m2!])).json().data).toEqual({ issued: 2 })
    expect((await issue([m1!])).json().msg).toBe(`会员 ${m1} 已领取 1 张优惠券“测试券”，不能再领`)
    expect((await issue([m3!, m4!])).json().msg).toBe('优惠券“测试券”还可发放 1 张，本次要发 2 张')
    const page = (
      await app.inject({ url: `${couponEndpoints.page.path}?templateId=${templateId}`, headers: auth(admin) })
    ).json().data
    expect(page.total).toBe(2)

    const coupon = page.records.find((c: { memberId: string }) => c.memberId === m1).id as string
    const status = async () =>
      (await inTenant((tx) => tx.select().from(promCoupon).where(eq(promCoupon.id, coupon))))[0]!.status
    const id = await activity(null)
    const k = key()
    await reserve(id, 500, { memberId: m1, couponId: coupon, idempotencyKey: k })
    expect(await status()).toBe('locked')
    expect(await refusedWith(reserve(id, 500, { memberId: m1, couponId: coupon }))).toBe(
      'promCouponUnavailable',
    )
    await inTenant((tx) => commitRedemption(ctx(tx), k))
    expect(await status()).toBe('used')
    await inTenant((tx) => revertRedemption(ctx(tx), k))
    expect(await status()).toBe('unused')
  })
})
