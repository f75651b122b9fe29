import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { payingMemberEndpoints as plans } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIds } from '../insider/test-kit'
import { couponCalls } from '../promotion/test-kit'
import { grantMonthlyCoupons } from './monthly-coupons'
import { shopMemberCouponGrant, shopMembership } from './schema'
import { asSystem, cardsCalls, openSchedule } from './test-kit'

/** Issue 26: an active paying member is issued their plan's coupons once per month, by a job. */
describe(`Paying members' monthly coupons (${engineName})`, () => {
  let app: FastifyInstance
  let call: ReturnType<typeof cardsCalls>
  let members: string[] = []
  let coupons: ReturnType<typeof couponCalls>
  let templateId: string
  let planId: string
  const run = Date.now().toString(36)
  const DAY = 86_400_000

  beforeAll(async () => {
    app = await buildTestApp()
    const token = await tokenFor(app, '100001', 'admin')
    call = cardsCalls(app, token)
    members = await memberIds(app, '100001', 50, 2)
    coupons = couponCalls(app, token)
    templateId = await coupons.template(100, 5, `会员月券${run}`)
    const plan = await call.post(plans.planSubmit.path, {
      name: `月券${run}`,
      period: 'month',
      priceFen: 990,
      discountPercent: 5,
      freeShipping: 0,
      monthlyCoupons: 2,
      couponTemplateId: templateId,
      graceDays: 0,
      ...openSchedule(),
    })
    expect(plan).toMatchObject({ code: 200, data: { monthlyCoupons: 2, couponTemplateId: templateId } })
    planId = plan.data.id
  })
  afterAll(() => app.close())

  const couponsOf = (memberId: string) => coupons.coupons(templateId, memberId)
  const grantsOf = (memberId: string) =>
    asSystem(app, '100001', (c) =>
      c.tx.select().from(shopMemberCouponGrant).where(eq(shopMemberCouponGrant.memberId, memberId)),
    )
  const grant = (at: Date) => asSystem(app, '100001', (c) => grantMonthlyCoupons(c, at))

  it('a plan naming an unknown coupon template is refused and nothing is saved', async () => {
    const name = `无模板${run}`
    const refused = await call.post(plans.planSubmit.path, {
      name,
      period: 'month',
      priceFen: 990,
      discountPercent: 5,
      freeShipping: 0,
      monthlyCoupons: 2,
      couponTemplateId: '123456789',
      graceDays: 0,
      ...openSchedule(),
    })
    expect(refused).toMatchObject({ code: 400, msg: '赠券模板不存在或已停用' })
    const page = await call.get(`${plans.planPage.path}?name=${encodeURIComponent(name)}`)
    expect(page.data.records).toEqual([])
  })

  it('an active member gets the plan’s coupons once per month; a second run in the month issues none', async () => {
    const [member] = members
    // two months bought: still active 31 days on, in another month
    for (let i = 0; i < 2; i++)
      expect(await call.post(plans.frontBuy.path, { memberId: member!, planId })).toMatchObject({ code: 200 })
    const now = new Date()
    expect((await grant(now)).granted).toBeGreaterThanOrEqual(1)
    expect(await couponsOf(member!)).toHaveLength(2)
    expect((await couponsOf(member!)).every((c) => c.status === 'unused')).toBe(true)
    await grant(now)
    expect(await couponsOf(member!)).toHaveLength(2)
    await grant(new Date(now.getTime() + 31 * DAY))
    expect(await couponsOf(member!)).toHaveLength(4)
    expect((await grantsOf(member!)).map((g) => [g.planId, g.quantity])).toEqual([
      [planId, 2],
      [planId, 2],
    ])
    expect(await coupons.coupons(templateId)).toHaveLength(4)
  })

  it('one grant per member and month: the table refuses a second', async () => {
    const [member] = members
    const month = (await grantsOf(member!))[0]!.month
    await expect(
      asSystem(app, '100001', (c) =>
        c.tx
          .insert(shopMemberCouponGrant)
          .values({ memberId: member!, month, planId, templateId, quantity: 2 }),
      ),
    ).rejects.toThrow()
  })

  it('past the template’s per-member limit the member is refused and nothing is written, not even the month’s grant (a later run tries again)', async () => {
    const [member] = members
    const later = new Date(Date.now() + 62 * DAY)
    await asSystem(app, '100001', (c) =>
      c.tx
        .update(shopMembership)
        .set({ endTime: new Date(Date.now() + 90 * DAY) })
        .where(eq(shopMembership.memberId, member!)),
    )
    expect(await grant(later)).toMatchObject({ refused: 1 })
    expect(await couponsOf(member!)).toHaveLength(4)
    expect(await grantsOf(member!)).toHaveLength(2)
  })

  it('an expired member gets no coupons', async () => {
    const [, member] = members
    await asSystem(app, '100001', (c) =>
      c.tx.insert(shopMembership).values({ memberId: member!, planId, endTime: new Date(Date.now() - DAY) }),
    )
    await grant(new Date())
    expect(await couponsOf(member!)).toEqual([])
    expect(await grantsOf(member!)).toEqual([])
  })
})
