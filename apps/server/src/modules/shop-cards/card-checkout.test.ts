import fc from 'fast-check'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { giftCardEndpoints as cards, shopOrderEndpoints as orders } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIds } from '../insider/test-kit'
import { orderSteps, shopCalls, takeOffSale, type OrderContext, type PaymentGateway } from '../shop/test-kit'
import { payWithCard } from './card-payments'
import { shopGiftCard, shopGiftCardEntry } from './schema'
import { activeCard, cardsCalls } from './test-kit'

/** Issue 26: a gift-card payment really pays (the gateway charges the rest) and refunds go back to the cards first. */
describe(`Gift cards at the shop's payment and refunds (${engineName})`, () => {
  let app: FastifyInstance
  let call: ReturnType<typeof cardsCalls>
  let shop: ReturnType<typeof shopCalls>
  let goodsId: string
  let buyer: string
  let admin: string
  const run = Date.now().toString(36)
  const charges: { orderNo: string; amountFen: number }[] = []
  const refunds: { orderNo: string; amountFen: number }[] = []
  /** the fake gateway that records what it was asked */
  const gateway: PaymentGateway = {
    charge: async ({ orderNo, amountFen }) => {
      charges.push({ orderNo, amountFen })
      return { ok: true, reference: `REC-PAY-${orderNo}` }
    },
    refund: async ({ orderNo, amountFen }) => {
      refunds.push({ orderNo, amountFen })
      return { ok: true, reference: `REC-REFUND-${orderNo}` }
    },
  }
  let steps: ReturnType<typeof orderSteps>
  const inShop = <T>(fn: (c: OrderContext) => Promise<T>) => steps.inShop(fn)
  const order50 = (c: OrderContext, key: string) =>
    steps.checkout(c, {
      lines: [{ shopGoodsId: goodsId, quantity: 1 }],
      buyerName: '测试买家',
      buyerPhone: '13800000000',
      memberId: buyer,
      deliveryType: 'pickup',
      idempotencyKey: `${key}-${run}`,
    })
  const payByCard = (c: OrderContext, card: { cardNo: string }, orderId: string, amountFen: number) =>
    payWithCard(c, { cardNo: card.cardNo, memberId: buyer, orderId, amountFen })

  beforeAll(async () => {
    app = await buildTestApp()
    steps = orderSteps(app, gateway)
    admin = await tokenFor(app, '100001', 'admin')
    call = cardsCalls(app, admin)
    shop = shopCalls(app, admin)
    const [master] = await shop.masterGoods(false, 17, 1)
    goodsId = (await shop.putOnSale(master!.id, 10_000, 5000)).data.id
    buyer = (await memberIds(app, '100001', 44, 1))[0]!
  })
  afterAll(async () => {
    await takeOffSale(app, admin, [goodsId])
    await app.close()
  })
  beforeEach(() => {
    charges.length = 0
    refunds.length = 0
  })

  it('the gateway charges only what the cards did not pay: 30.00 of a 50.00 order by card, 20.00 through the gateway', async () => {
    const card = await activeCard(call, run, 5000, buyer)
    const order = await inShop((c) => order50(c, 'split'))
    expect(order.payableFen).toBe(5000)
    await inShop((c) => payByCard(c, card, order.id, 3000))
    const paid = await inShop((c) => steps.payOrder(c, order.id, 1))
    expect(charges).toEqual([{ orderNo: order.orderNo, amountFen: 2000 }])
    expect(paid).toMatchObject({ status: 'paid', paidFen: 5000, prepaidFen: 3000 })
    const detail = await shop.get(`${orders.detail.path}?id=${order.id}`)
    expect(detail.data).toMatchObject({ paidFen: 5000, prepaidFen: 3000 })
  })

  it('an order the cards paid in full is paid with no gateway charge', async () => {
    const card = await activeCard(call, run, 5000, buyer)
    const order = await inShop((c) => order50(c, 'full'))
    await inShop((c) => payByCard(c, card, order.id, 5000))
    const paid = await inShop((c) => steps.payOrder(c, order.id, 1))
    expect(charges).toEqual([])
    expect(paid).toMatchObject({ status: 'paid', paidFen: 5000, prepaidFen: 5000 })
  })

  it('an after-sale refund goes back to the cards first, up to what they paid, the rest through the gateway', async () => {
    const card = await activeCard(call, run, 5000, buyer)
    const order = await inShop((c) => order50(c, 'refund'))
    await inShop((c) => payByCard(c, card, order.id, 3000))
    await inShop((c) => steps.payOrder(c, order.id, 1))
    const refund = (amountFen: number) =>
      inShop((c) => steps.refund(c, order.id, order.lines[0]!.id, amountFen, '测试退款'))
    await refund(1000)
    expect(refunds).toEqual([])
    await refund(2500)
    expect(refunds).toEqual([{ orderNo: order.orderNo, amountFen: 500 }])
    const entries = await call.get(`${cards.entryPage.path}?cardId=${card.id}`)
    expect(
      entries.data.records.map((e: { kind: string; amountFen: number }) => [e.kind, e.amountFen]),
    ).toEqual([
      ['refund', 2000],
      ['refund', 1000],
      ['pay', -3000],
      ['load', 5000],
    ])
    await refund(1500)
    expect(refunds.map((r) => r.amountFen)).toEqual([500, 1500])
  })

  it('cancelling a paid order gives the cards back what they paid and the gateway refunds only its part', async () => {
    const card = await activeCard(call, run, 5000, buyer)
    const order = await inShop((c) => order50(c, 'cancel'))
    await inShop((c) => payByCard(c, card, order.id, 1800))
    await inShop((c) => steps.payOrder(c, order.id, 1))
    const cancelled = await inShop((c) => steps.cancelOrder(c, order.id, '测试取消'))
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedFen: 5000 })
    expect(refunds).toEqual([{ orderNo: order.orderNo, amountFen: 3200 }])
    const [row] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, card.id)),
    )
    expect(row!.balanceFen).toBe(5000)
  })

  it('property: for any split of payment and any partial refunds, card + gateway refunds == refunded <= paid; balances equal entries', async () => {
    const cardsOf = [
      await activeCard(call, run, 1_000_000, buyer),
      await activeCard(call, run, 1_000_000, buyer),
    ]
    const rollback = new Error('roll back this run')
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 6 }),
        async (first, second, asks) => {
          charges.length = 0
          refunds.length = 0
          await inShop(async (c) => {
            const order = await order50(c, `prop-${n++}`)
            const split = [first, Math.min(second, 5000 - first)]
            for (const [i, amount] of split.entries())
              if (amount > 0) await payByCard(c, cardsOf[i]!, order.id, amount)
            await steps.payOrder(c, order.id, 1)
            expect(charges.map((x) => x.amountFen)).toEqual(
              split[0]! + split[1]! < 5000 ? [5000 - split[0]! - split[1]!] : [],
            )
            let refunded = 0
            for (const amountFen of asks) {
              if (refunded + amountFen > 5000) continue
              await steps.refund(c, order.id, order.lines[0]!.id, amountFen, 'property')
              refunded += amountFen
            }
            const cardRefunds = await c.tx
              .select({ sum: sql<number>`coalesce(sum(${shopGiftCardEntry.amountFen}), 0)::int` })
              .from(shopGiftCardEntry)
              .where(and(eq(shopGiftCardEntry.orderId, order.id), eq(shopGiftCardEntry.kind, 'refund')))
            const toCards = Number(cardRefunds[0]!.sum)
            const toGateway = refunds.reduce((s, r) => s + r.amountFen, 0)
            const head = await steps.orderHead(c, order.id)
            expect(toCards + toGateway).toBe(refunded)
            expect(head.refundedFen).toBe(refunded)
            expect(refunded).toBeLessThanOrEqual(head.paidFen)
            expect(toCards).toBe(Math.min(refunded, split[0]! + split[1]!))
            expect(toGateway).toBeLessThanOrEqual(head.paidFen - head.prepaidFen)
            for (const card of cardsOf) {
              const [row] = await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, card.id))
              const [sum] = await c.tx
                .select({ sum: sql<number>`sum(${shopGiftCardEntry.amountFen})::int` })
                .from(shopGiftCardEntry)
                .where(eq(shopGiftCardEntry.cardId, card.id))
              expect(row!.balanceFen).toBe(Number(sum!.sum))
            }
            throw rollback
          }).catch((e) => {
            if (e !== rollback) throw e
          })
        },
      ),
      { numRuns: 25 },
    )
  })
})
