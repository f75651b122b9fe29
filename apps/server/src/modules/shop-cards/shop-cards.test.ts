import type { FastifyInstance } from 'fastify'
import {
  entityCouponEndpoints as coupons,
  giftCardEndpoints as cards,
  payingMemberEndpoints as plans,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIds } from '../insider/test-kit'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { isWellFormed } from './code'
import { expireDueCards } from './card-expiry'
import { shopMembership } from './schema'
import { activeCard, asSystem, cardsCalls, memberOf, openSchedule } from './test-kit'

/** Issue 26 (entity coupons, gift cards, paying membership): the cards tools through their API. */
describe(`Shop cards tools (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let call: ReturnType<typeof cardsCalls>
  let shop: ReturnType<typeof shopCalls>
  const onSale: string[] = []
  const run = Date.now().toString(36)
  const member = (n: number) => memberOf(run, n)
  /** demo members, for orders (the checkout knows its members) */
  let buyers: string[] = []

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    call = cardsCalls(app, admin)
    shop = shopCalls(app, admin)
    buyers = await memberIds(app, '100001', 40, 2)
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  const newBatch = async (count = 5, more: object = {}) => {
    const saved = await call.post(coupons.batchSubmit.path, {
      name: `测试券${run}`,
      kind: 'amount',
      faceFen: 500,
      count,
      ...openSchedule(),
      ...more,
    })
    expect(saved).toMatchObject({ code: 200 })
    const page = await call.get(`${coupons.codePage.path}?batchId=${saved.data.id}&size=100`)
    return { batch: saved.data, codes: page.data.records.map((r: { code: string }) => r.code) as string[] }
  }
  const redeem = (code: string, memberId = member(1)) =>
    call.post(coupons.frontRedeem.path, { code, memberId, channel: 'pos' })

  it('a batch generates its count of distinct well-formed codes; a mistyped code is refused before look-up', async () => {
    const { batch, codes } = await newBatch(20)
    expect(batch).toMatchObject({ count: 20, status: 'active', redeemed: 0 })
    expect(new Set(codes).size).toBe(20)
    expect(codes.every(isWellFormed)).toBe(true)
    const typo = codes[0]!.slice(0, 12) + (codes[0]![12] === 'A' ? 'B' : 'A')
    expect(await redeem(typo)).toMatchObject({ code: 400, msg: '券码有误，请核对后重新输入' })
    const unknownButWellFormed = ['0000000000000', '0000000000001'].find(isWellFormed)
    if (unknownButWellFormed) expect((await redeem(unknownButWellFormed)).msg).toBe('券码不存在')
  })

  it('a code is redeemed once for a member; a second redemption is refused and the code reads redeemed', async () => {
    const { batch, codes } = await newBatch(2)
    const first = await redeem(codes[0]!.toLowerCase().replace(/(.{4})/g, '$1-'))
    expect(first).toMatchObject({ code: 200, data: { code: codes[0], faceFen: 500, memberId: member(1) } })
    expect(await redeem(codes[0]!, member(2))).toMatchObject({ code: 400, msg: '券码已核销' })
    const page = await call.get(`${coupons.codePage.path}?batchId=${batch.id}&status=redeemed`)
    expect(page.data.records).toEqual([
      expect.objectContaining({ code: codes[0], memberId: member(1), channel: 'pos' }),
    ])
  })

  it('voiding a batch voids its unused codes: they are refused; search by status finds them', async () => {
    const { batch, codes } = await newBatch(3)
    await redeem(codes[0]!)
    const voided = await call.post(`${coupons.batchVoid.path}?id=${batch.id}`)
    expect(voided.data).toMatchObject({ status: 'voided', redeemed: 1 })
    expect(await redeem(codes[1]!)).toMatchObject({ code: 400, msg: '券码已作废' })
    const page = await call.get(`${coupons.codePage.path}?batchId=${batch.id}&status=voided`)
    expect(page.data.total).toBe(2)
    const edit = await call.post(coupons.batchSubmit.path, {
      id: batch.id,
      name: 'x',
      kind: 'amount',
      faceFen: 1,
      count: 3,
      ...openSchedule(),
    })
    expect(edit.code).toBe(400)
  })

  it('a code outside its batch’s validity is refused: not started yet, or expired (and listed as expired)', async () => {
    const later = { startTime: '2099-01-01 00:00:00', endTime: '2099-12-31 00:00:00' }
    const { codes: future } = await newBatch(1, later)
    expect((await redeem(future[0]!)).msg).toBe('券码尚未生效')
    const past = { startTime: '2020-01-01 00:00:00', endTime: '2020-12-31 00:00:00' }
    const { batch, codes: old } = await newBatch(1, past)
    expect((await redeem(old[0]!)).msg).toBe('券码已过期')
    const page = await call.get(`${coupons.codePage.path}?batchId=${batch.id}&status=expired`)
    expect(page.data.records).toEqual([expect.objectContaining({ code: old[0], status: 'expired' })])
  })

  it('a batch whose end is not after its start is refused and nothing is saved', async () => {
    const before = (await call.get(coupons.stats.path)).data
    const saved = await call.post(coupons.batchSubmit.path, {
      name: '坏批次',
      kind: 'discount',
      discountPercent: 10,
      count: 3,
      startTime: '2026-05-01 00:00:00',
      endTime: '2026-04-01 00:00:00',
    })
    expect(saved).toMatchObject({ code: 400, msg: '结束时间须晚于开始时间' })
    expect((await call.get(coupons.stats.path)).data.issued).toBe(before.issued)
  })

  it('statistics count codes issued and redeemed, and the rate', async () => {
    const stats = (await call.get(coupons.stats.path)).data
    expect(stats.issued).toBeGreaterThan(0)
    expect(stats.rate).toBeCloseTo(Math.round((stats.redeemed / stats.issued) * 1000) / 10)
  })

  const newCard = (faceFen: number, memberId: string, validDays = 30) =>
    activeCard(call, run, faceFen, memberId, validDays)
  const unpaidOrder = async (key: string, memberId: string) => {
    if (!onSale.length) {
      const [master] = await shop.masterGoods(false, 14, 1)
      onSale.push((await shop.putOnSale(master!.id, 500, 3000)).data.id)
    }
    const order = await shop.checkout(onSale[0]!, 1, `${key}-${run}`, { memberId, deliveryType: 'pickup' })
    expect(order).toMatchObject({ msg: '操作成功', data: { status: 'unpaid' } })
    return order.data as { id: string }
  }
  const balanceOf = async (cardId: string) =>
    (await call.get(`${cards.cardPage.path}?size=1000`)).data.records.find(
      (r: { id: string }) => r.id === cardId,
    )

  it('a card pays part of an unpaid order; over the card’s balance or the order’s amount is refused', async () => {
    const card = await newCard(5000, buyers[0]!)
    const order = await unpaidOrder('gc-pay', buyers[0]!)
    const pay = (amountFen: number, memberId = buyers[0]!) =>
      call.post(cards.frontPay.path, { cardNo: card.cardNo, memberId, orderId: order.id, amountFen })
    expect((await pay(2000)).data.balanceFen).toBe(3000)
    expect(await pay(1500)).toMatchObject({ code: 400, msg: '支付金额超过订单待付金额' })
    expect(await pay(100, member(4))).toMatchObject({ code: 400, msg: '该礼品卡不属于此会员' })
    const entries = await call.get(`${cards.entryPage.path}?cardId=${card.id}`)
    expect(
      entries.data.records.map((e: { kind: string; amountFen: number }) => [e.kind, e.amountFen]),
    ).toEqual([
      ['pay', -2000],
      ['load', 5000],
    ])
  })

  it('cancelling the order refunds its gift-card payment back to the card', async () => {
    const card = await newCard(4000, buyers[1]!)
    const order = await unpaidOrder('gc-cancel', buyers[1]!)
    await call.post(cards.frontPay.path, {
      cardNo: card.cardNo,
      memberId: buyers[1]!,
      orderId: order.id,
      amountFen: 2500,
    })
    expect((await balanceOf(card.id)).balanceFen).toBe(1500)
    expect(
      await shop.post(`/api/store-wxshop/order/cancel`, { id: order.id, reason: '测试取消' }),
    ).toMatchObject({ code: 200 })
    expect((await balanceOf(card.id)).balanceFen).toBe(4000)
    const refund = await call.post(cards.refund.path, { cardId: card.id, orderId: order.id, amountFen: 1 })
    expect(refund).toMatchObject({ code: 400, msg: '退款金额超过该卡为此订单支付的金额' })
  })

  it('a transfer moves an amount onto a new card of the other member; more than the balance is refused', async () => {
    const card = await newCard(3000, member(6))
    const moved = await call.post(cards.frontTransfer.path, {
      cardNo: card.cardNo,
      memberId: member(6),
      toMemberId: member(7),
      amountFen: 1200,
    })
    expect(moved).toMatchObject({
      code: 200,
      data: { memberId: member(7), balanceFen: 1200, status: 'active' },
    })
    expect((await balanceOf(card.id)).balanceFen).toBe(1800)
    const over = await call.post(cards.frontTransfer.path, {
      cardNo: card.cardNo,
      memberId: member(6),
      toMemberId: member(7),
      amountFen: 1801,
    })
    expect(over).toMatchObject({ code: 400, msg: '礼品卡余额不足' })
    const mine = await call.get(`${cards.frontCards.path}?memberId=${member(7)}`)
    expect(mine.data).toEqual([expect.objectContaining({ balanceFen: 1200 })])
  })

  it('the expiry job writes the balance of a card past its expiry off as an expire entry', async () => {
    const card = await newCard(2500, member(8), 1)
    const expired = await asSystem(app, '100001', (c) =>
      expireDueCards(c, new Date(Date.now() + 2 * 86_400_000)),
    )
    expect(expired).toBeGreaterThanOrEqual(1)
    expect(await balanceOf(card.id)).toMatchObject({ status: 'expired', balanceFen: 0 })
    const entries = await call.get(`${cards.entryPage.path}?cardId=${card.id}&kind=expire`)
    expect(entries.data.records).toEqual([expect.objectContaining({ amountFen: -2500, balanceFen: 0 })])
  })

  it('a stopped card type is not sold', async () => {
    const type = await call.post(cards.typeSubmit.path, {
      name: `停售${run}`,
      faceFen: 100,
      validDays: 5,
      ...openSchedule(),
    })
    await call.post(`${cards.typeStop.path}?id=${type.data.id}`)
    const sold = await call.post(cards.sell.path, { typeId: type.data.id, quantity: 1 })
    expect(sold).toMatchObject({ code: 400, msg: `不在售卖期内：停售${run}` })
  })

  const newPlan = async (period: 'month' | 'year', graceDays = 7) =>
    (
      await call.post(plans.planSubmit.path, {
        name: `方案${period}${run}`,
        period,
        priceFen: period === 'year' ? 19900 : 1990,
        discountPercent: 8,
        freeShipping: 1,
        monthlyCoupons: 2,
        graceDays,
        ...openSchedule(),
      })
    ).data as { id: string }

  it('a purchase makes the member active with the plan’s benefits; a renewal extends from the current end', async () => {
    const plan = await newPlan('month')
    const none = await call.get(`${plans.frontBenefits.path}?memberId=${member(9)}`)
    expect(none.data).toMatchObject({ state: 'expired', discountPercent: 0, freeShipping: 0 })
    const first = (await call.post(plans.frontBuy.path, { memberId: member(9), planId: plan.id })).data
    expect(first).toMatchObject({ state: 'active', discountPercent: 8, freeShipping: 1, monthlyCoupons: 2 })
    const renewed = (await call.post(plans.frontBuy.path, { memberId: member(9), planId: plan.id })).data
    const months = (a: string, b: string) =>
      (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7))
    expect(months(first.endTime, renewed.endTime)).toBe(1)
    const records = await call.get(`${plans.purchasePage.path}?memberId=${member(9)}`)
    expect(records.data.records.map((r: { kind: string }) => r.kind)).toEqual(['renewal', 'purchase'])
    expect(records.data.records[0].periodStart).toBe(first.endTime)
  })

  it('after its end the membership is in grace for the plan’s grace days, then expired', async () => {
    const { membershipState } = await import('./membership')
    const end = new Date('2026-01-31T00:00:00Z')
    expect(membershipState(end, 3, new Date('2026-01-30T00:00:00Z'))).toBe('active')
    expect(membershipState(end, 3, new Date('2026-02-02T23:00:00Z'))).toBe('grace')
    expect(membershipState(end, 3, new Date('2026-02-03T00:00:00Z'))).toBe('expired')
    expect(membershipState(end, 0, end)).toBe('expired')
  })

  it('in grace the benefits still apply and a renewal runs on from the old end; once expired a purchase starts now', async () => {
    const plan = await newPlan('month', 7)
    const endedAgo = async (days: number) => {
      await asSystem(app, '100001', (c) =>
        c.tx
          .insert(shopMembership)
          .values({
            memberId: member(12),
            planId: plan.id,
            endTime: new Date(Date.now() - days * 86_400_000),
          })
          .onConflictDoUpdate({
            target: [shopMembership.tenantId, shopMembership.memberId],
            set: { endTime: new Date(Date.now() - days * 86_400_000) },
          }),
      )
      return (await call.get(`${plans.frontBenefits.path}?memberId=${member(12)}`)).data
    }
    const inGrace = await endedAgo(2)
    expect(inGrace).toMatchObject({ state: 'grace', discountPercent: 8, freeShipping: 1 })
    await call.post(plans.frontBuy.path, { memberId: member(12), planId: plan.id })
    const expired = await endedAgo(8)
    expect(expired).toMatchObject({
      state: 'expired',
      discountPercent: 0,
      freeShipping: 0,
      monthlyCoupons: 0,
    })
    await call.post(plans.frontBuy.path, { memberId: member(12), planId: plan.id })
    const records = (await call.get(`${plans.purchasePage.path}?memberId=${member(12)}`)).data.records
    expect(records.map((r: { kind: string }) => r.kind)).toEqual(['purchase', 'renewal'])
    expect(records[1].periodStart).toBe(inGrace.endTime)
    expect(records[0].periodStart > expired.endTime).toBe(true)
  })

  it('a stopped plan is not sold; the statistics count active members and revenue by plan', async () => {
    const plan = await newPlan('year')
    await call.post(plans.frontBuy.path, { memberId: member(10), planId: plan.id })
    await call.post(`${plans.planStop.path}?id=${plan.id}`)
    const refused = await call.post(plans.frontBuy.path, { memberId: member(11), planId: plan.id })
    expect(refused.code).toBe(400)
    const stats = (await call.get(plans.stats.path)).data
    expect(stats.active).toBeGreaterThanOrEqual(1)
    expect(stats.byPlan).toEqual(
      expect.arrayContaining([expect.objectContaining({ planId: plan.id, purchases: 1, revenueFen: 19900 })]),
    )
  })

  it('a clerk without the edit button is refused a new batch and nothing is saved', async () => {
    const clerk = cardsCalls(app, await tokenFor(app, '100001', 'clerk'))
    const before = (await call.get(coupons.stats.path)).data
    const saved = await clerk.post(coupons.batchSubmit.path, {
      name: `越权${run}`,
      kind: 'amount',
      faceFen: 100,
      count: 2,
      ...openSchedule(),
    })
    expect(saved.code).toBe(403)
    expect((await call.get(coupons.stats.path)).data).toEqual(before)
  })

  it('another tenant sees none of these records', async () => {
    const other = cardsCalls(app, await tokenFor(app, '100002', 'admin'))
    const page = await other.get(`${plans.purchasePage.path}?memberId=${member(9)}&size=100`)
    expect(page.data.total).toBe(0)
    const codes = await other.get(`${coupons.batchPage.path}?name=${encodeURIComponent(`测试券${run}`)}`)
    expect(codes.data.total).toBe(0)
  })
})
