import type { FastifyInstance } from 'fastify'
import { payingMemberEndpoints as plans } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIds } from '../insider/test-kit'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { shopMembership } from './schema'
import { asSystem, cardsCalls, openSchedule } from './test-kit'

type Line = { payableFen: number; discountFen: number; memberDiscountFen: number }

/** Issue 26: an active or in-grace paying member gets the plan's discount at the shop's checkout. */
describe(`Paying membership at checkout (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let call: ReturnType<typeof cardsCalls>
  let shop: ReturnType<typeof shopCalls>
  let members: string[] = []
  let planId: string
  const goods: string[] = []
  const run = Date.now().toString(36)
  let n = 0

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    call = cardsCalls(app, admin)
    shop = shopCalls(app, admin)
    const masters = await shop.masterGoods(false, 18, 2)
    goods.push((await shop.putOnSale(masters[0]!.id, 1000, 3333)).data.id)
    goods.push((await shop.putOnSale(masters[1]!.id, 1000, 1000)).data.id)
    members = await memberIds(app, '100001', 46, 3)
    const plan = await call.post(plans.planSubmit.path, {
      name: `九折${run}`,
      period: 'month',
      priceFen: 990,
      discountPercent: 10,
      freeShipping: 1,
      monthlyCoupons: 0,
      graceDays: 7,
      ...openSchedule(),
    })
    planId = plan.data.id
  })
  afterAll(async () => {
    await takeOffSale(app, admin, goods)
    await app.close()
  })

  /** An order of the first goods once and the second twice, for `memberId` (none: a guest). */
  const order = async (memberId?: string) => {
    const lines = [
      { shopGoodsId: goods[0]!, quantity: 1 },
      { shopGoodsId: goods[1]!, quantity: 2 },
    ]
    const placed = await shop.checkout(goods[0]!, 1, `mp-${n++}-${run}`, {
      lines,
      deliveryType: 'pickup',
      ...(memberId ? { memberId } : {}),
    })
    expect(placed).toMatchObject({ code: 200 })
    return placed.data as {
      payableFen: number
      memberDiscountFen: number
      discountFen: number
      lines: Line[]
    }
  }
  const endedDaysAgo = (memberId: string, days: number) =>
    asSystem(app, '100001', (c) =>
      c.tx
        .insert(shopMembership)
        .values({ memberId, planId, endTime: new Date(Date.now() - days * 86_400_000) }),
    )

  it('an active member of a 10% plan pays 90% of the order to the fen, the discount shared across the lines', async () => {
    expect(await call.post(plans.frontBuy.path, { memberId: members[0]!, planId })).toMatchObject({
      code: 200,
    })
    const guest = await order()
    const member = await order(members[0]!)
    const before = guest.lines.map((l) => l.payableFen)
    const total = before.reduce((s, a) => s + a, 0)
    const discount = Math.floor(total / 10)
    expect(member.payableFen).toBe(total - discount)
    expect(member.memberDiscountFen).toBe(discount)
    expect(member.discountFen).toBe(guest.discountFen + discount)
    expect(member.lines.reduce((s, l) => s + l.memberDiscountFen, 0)).toBe(discount)
    member.lines.forEach((l, i) => {
      expect(l.payableFen + l.memberDiscountFen).toBe(before[i])
      expect(l.discountFen).toBe(guest.lines[i]!.discountFen + l.memberDiscountFen)
    })
  })

  it('a member in grace still gets the discount; an expired member pays in full', async () => {
    await endedDaysAgo(members[1]!, 2)
    await endedDaysAgo(members[2]!, 30)
    const guest = await order()
    const inGrace = await order(members[1]!)
    const expired = await order(members[2]!)
    expect(inGrace.memberDiscountFen).toBe(Math.floor(guest.payableFen / 10))
    expect(expired).toMatchObject({ memberDiscountFen: 0, payableFen: guest.payableFen })
    expect(expired.lines.map((l) => l.memberDiscountFen)).toEqual([0, 0])
  })
})
