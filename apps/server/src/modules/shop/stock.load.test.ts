import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { translate } from '@store/contract'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { checkout } from './checkout'
import { systemContext } from './jobs'
import { fakeGateway } from './payment'
import { shopGoods } from './schema'
import { releaseStock, reserveStock } from './stock'
import { atMost, shopCalls, takeOffSale } from './test-kit'

/** Issue 25 acceptance: stock is reserved at checkout by a guarded decrement and is never oversold. */
describe(`Shop stock is never oversold (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let shop: ReturnType<typeof shopCalls>
  const onSale: string[] = []
  const run = Date.now().toString(36)

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    shop = shopCalls(app, admin)
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  it('200 buyers check out the last 50 units at once: exactly 50 orders, the rest are told "sold out"', async () => {
    const [master] = await shop.masterGoods(false, 10, 1)
    const goods = (await shop.putOnSale(master!.id, 50)).data
    onSale.push(goods.id)
    const rt = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: fakeGateway,
      timeZoneOf: async () => 'Asia/Shanghai',
    }
    const buyer = (i: number) =>
      systemContext(rt, '100001', (c) =>
        checkout(c, {
          lines: [{ shopGoodsId: goods.id, quantity: 1 }],
          buyerName: `买家${i}`,
          buyerPhone: '13800000000',
          deliveryType: 'pickup',
          idempotencyKey: `load-${run}-${i}`,
        }),
      ).then(
        (order) => ({ order, refusal: null }),
        (e: unknown) => ({
          order: null,
          refusal: e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e),
        }),
      )
    const outcomes = await atMost(8, 200, buyer)
    const refusals = outcomes.flatMap((o) => (o.refusal ? [o.refusal] : []))
    expect(new Set(refusals)).toEqual(new Set([`商品已售罄：${goods.goodsName}`]))
    expect(refusals).toHaveLength(150)
    expect(new Set(outcomes.flatMap((o) => (o.order ? [o.order.id] : []))).size).toBe(50)
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(0)
  })

  it('for any sequence of reservations and releases, stock never goes below zero and equals what is not held', async () => {
    const [master] = await shop.masterGoods(false, 11, 1)
    const goods = (await shop.putOnSale(master!.id, 0)).data
    onSale.push(goods.id)
    const op = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), quantity: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('release' as const), which: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20 }),
        fc.array(op, { maxLength: 25 }),
        async (start, ops) => {
          await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
            await tx.update(shopGoods).set({ stock: start }).where(eq(shopGoods.id, goods.id))
            const held: number[] = []
            for (const o of ops) {
              const left = start - held.reduce((s, q) => s + q, 0)
              if (o.kind === 'reserve') {
                const ok = await reserveStock(tx, goods.id, o.quantity)
                expect(ok).toBe(o.quantity <= left)
                if (ok) held.push(o.quantity)
              } else if (held.length) {
                const [quantity] = held.splice(o.which % held.length, 1)
                await releaseStock(tx, goods.id, quantity!)
              }
              const [row] = await tx
                .select({ stock: shopGoods.stock })
                .from(shopGoods)
                .where(eq(shopGoods.id, goods.id))
              expect(row!.stock).toBeGreaterThanOrEqual(0)
              expect(row!.stock).toBe(start - held.reduce((s, q) => s + q, 0))
            }
          })
        },
      ),
      { numRuns: 40 },
    )
  })
})
