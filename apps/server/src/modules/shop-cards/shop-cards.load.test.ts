import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { translate, type GiftCardEntryKind } from '@store/contract'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { atMost } from '../../test/at-most'
import { memberIds } from '../insider/test-kit'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { moveBalance } from './card-ledger'
import { payWithCard } from './card-payments'
import { activateCard, sellCards } from './cards'
import { submitType } from './card-types'
import { submitBatch } from './coupon-batches'
import { redeemCode } from './coupon-codes'
import { shopCouponCode, shopGiftCard, shopGiftCardEntry } from './schema'
import { asSystem, memberOf, openSchedule } from './test-kit'

const refusalOf = (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e))
const outcome = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value, refusal: null }),
    (e: unknown) => ({ value: null, refusal: refusalOf(e) }),
  )

/** Issue 26: a code redeems once and a gift card is never overdrawn, under parallel calls, on both engines. */
describe(`Shop cards under load (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const onSale: string[] = []
  const run = Date.now().toString(36)
  const inTenant = <T>(fn: Parameters<typeof asSystem<T>>[2]) => asSystem(app, '100001', fn)

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  const newCard = async (faceFen: number, memberId: string) =>
    inTenant(async (c) => {
      const type = await submitType(c, { name: `负载${run}`, faceFen, validDays: 30, ...openSchedule() })
      const [sold] = await sellCards(c, { typeId: type.id, quantity: 1 })
      return activateCard(c, { cardNo: sold!.cardNo, memberId })
    })

  it('50 parallel redemptions of one code: exactly one redeems it, the 49 others are told it is used', async () => {
    const code = await inTenant(async (c) => {
      const batch = await submitBatch(c, {
        name: `并发${run}`,
        kind: 'amount',
        faceFen: 100,
        count: 1,
        ...openSchedule(),
      })
      const [row] = await c.tx.select().from(shopCouponCode).where(eq(shopCouponCode.batchId, batch.id))
      return row!.code
    })
    const results = await atMost(8, 50, (i) =>
      outcome(
        inTenant((c) => redeemCode(c, { code, memberId: memberOf(run, i), channel: i % 2 ? 'pos' : 'shop' })),
      ),
    )
    expect(results.filter((r) => r.value)).toHaveLength(1)
    expect(new Set(results.flatMap((r) => (r.refusal ? [r.refusal] : [])))).toEqual(new Set(['券码已核销']))
    const [row] = await inTenant((c) =>
      c.tx.select().from(shopCouponCode).where(eq(shopCouponCode.code, code)),
    )
    expect(row).toMatchObject({ status: 'redeemed', memberId: results.find((r) => r.value)!.value!.memberId })
  })

  it('20 parallel payments of 10.00 on a card holding 50.00: exactly 5 are paid and the balance ends at 0', async () => {
    const shop = shopCalls(app, admin)
    const [buyer] = await memberIds(app, '100001', 45, 1)
    const [master] = await shop.masterGoods(false, 15, 1)
    const goods = (await shop.putOnSale(master!.id, 100, 2000)).data
    onSale.push(goods.id)
    const orders: string[] = []
    for (let i = 0; i < 20; i++)
      orders.push(
        (
          await shop.checkout(goods.id, 1, `gc-load-${run}-${i}`, {
            memberId: buyer!,
            deliveryType: 'pickup',
          })
        ).data.id,
      )
    const card = await newCard(5000, buyer!)
    const results = await atMost(8, 20, (i) =>
      outcome(
        inTenant((c) =>
          payWithCard(c, { cardNo: card.cardNo, memberId: buyer!, orderId: orders[i]!, amountFen: 1000 }),
        ),
      ),
    )
    expect(results.filter((r) => r.value)).toHaveLength(5)
    expect(new Set(results.flatMap((r) => (r.refusal ? [r.refusal] : [])))).toEqual(
      new Set(['礼品卡余额不足']),
    )
    const { balance, entries } = await inTenant(async (c) => ({
      balance: (await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, card.id)))[0]!.balanceFen,
      entries: await c.tx.select().from(shopGiftCardEntry).where(eq(shopGiftCardEntry.cardId, card.id)),
    }))
    expect(balance).toBe(0)
    expect(entries.reduce((s, e) => s + e.amountFen, 0)).toBe(0)
    expect(entries.filter((e) => e.kind === 'pay')).toHaveLength(5)
  })

  it('for any sequence of ledger operations the balance never goes negative and equals the sum of its entries', async () => {
    const card = await newCard(1000, memberOf(run, 99))
    const credit = fc.constantFrom<GiftCardEntryKind>('load', 'refund', 'transfer_in')
    const debit = fc.constantFrom<GiftCardEntryKind>('pay', 'transfer_out')
    const op = fc.oneof(
      fc.record({ kind: credit, amount: fc.integer({ min: 1, max: 5000 }), sign: fc.constant(1) }),
      fc.record({ kind: debit, amount: fc.integer({ min: 1, max: 5000 }), sign: fc.constant(-1) }),
      fc.record({
        kind: fc.constant<GiftCardEntryKind>('expire'),
        amount: fc.constant(0),
        sign: fc.constant(0),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        await inTenant(async (c) => {
          const [start] = await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, card.id))
          let model = start!.balanceFen
          for (const o of ops) {
            // expire writes the whole balance off
            const amount = o.kind === 'expire' ? -model : o.sign * o.amount
            const moved = await outcome(moveBalance(c, card.id, o.kind, amount))
            if (model + amount < 0) expect(moved.refusal).toBe('礼品卡余额不足')
            else {
              expect(moved.value).toBe(model + amount)
              model += amount
            }
            const [row] = await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, card.id))
            const entries = await c.tx
              .select()
              .from(shopGiftCardEntry)
              .where(eq(shopGiftCardEntry.cardId, card.id))
            expect(row!.balanceFen).toBeGreaterThanOrEqual(0)
            expect(row!.balanceFen).toBe(model)
            expect(entries.reduce((s, e) => s + e.amountFen, 0)).toBe(row!.balanceFen)
          }
        })
      }),
      { numRuns: 30 },
    )
  })
})
