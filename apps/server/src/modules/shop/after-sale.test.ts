import type { FastifyInstance } from 'fastify'
import { afterSaleEndpoints as sales, shopOrderEndpoints as orders } from '@store/contract'
import fc from 'fast-check'
import { eq, sql } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { applyAfterSale } from './after-sale-apply'
import { approveAfterSale, refuseAfterSale } from './after-sale-review'
import { systemContext } from './jobs'
import { fakeGateway } from './payment'
import { shopOrder, shopOrderLine } from './schema'
import { shopCalls, takeOffSale } from './test-kit'

interface Envelope {
  code: number
  msg: string
  data: { id: string; status: string; amountFen: number; refundedFen: number }
}

/** Issue 25 after-sale: refunds and returns on paid orders, claimed by guarded updates, reviewed by staff. */
describe(`Shop after-sale (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let shop: ReturnType<typeof shopCalls>
  const onSale: string[] = []
  const run = Date.now().toString(36)
  const refunds: string[] = []

  /** The `skip`-th non-Rx master goods put on sale, bought `quantity` at 10.00, paid and maybe shipped. */
  const boughtOrder = async (skip: number, stock: number, quantity: number, ship = true) => {
    const [master] = await shop.masterGoods(false, skip, 1)
    const goods = (await shop.putOnSale(master!.id, stock)).data as { id: string; goodsName: string }
    onSale.push(goods.id)
    const order = (await shop.checkout(goods.id, quantity, `as-${skip}-${run}`)).data
    await shop.pay(order.id)
    if (ship) await shop.post(orders.ship.path, { id: order.id, carrier: 'SF', trackingNo: `SF${run}` })
    return { goods, order: order as { id: string; orderNo: string; lines: { id: string }[] } }
  }
  const apply = (body: object): Promise<Envelope> => shop.post(`${sales.frontApply.path}?lang=en`, body)
  const approve = (id: string): Promise<Envelope> => shop.post(`${sales.approve.path}?lang=en&id=${id}`)
  const orderOf = async (id: string) => (await shop.get(`${orders.detail.path}?id=${id}`)).data

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    shop = shopCalls(app, admin)
    const to = app.hub.to.bind(app.hub)
    jest.spyOn(app.hub, 'to').mockImplementation((rooms) => {
      const op = to(rooms)
      return {
        emit: (event: string, payload: { content: string }) => {
          if (event === 'refundOrder') refunds.push(payload.content)
          return (op.emit as unknown as (e: string, p: unknown) => boolean)(event, payload)
        },
      } as unknown as ReturnType<typeof to>
    })
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  it('the demo tenant has a pending refund and a refused return, with what each claims', async () => {
    const page = await shop.get(`${sales.page.path}?size=100`)
    const demo = page.data.records.filter((r: { afterSaleNo: string }) =>
      r.afterSaleNo.startsWith('AS100001'),
    )
    expect(demo.map((r: { type: string; status: string }) => [r.type, r.status]).sort()).toEqual([
      ['refund', 'pending'],
      ['return', 'refused'],
    ])
    const pending = demo.find((r: { status: string }) => r.status === 'pending')
    const detail = (await shop.get(`${sales.detail.path}?id=${pending.id}`)).data
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 0, amountFen: pending.amountFen })])
  })

  it('after-sale never refunds more than paid under concurrent requests', async () => {
    const { order } = await boughtOrder(12, 10, 3)
    const line = order.lines[0]!.id
    const asked = await Promise.all(
      Array.from({ length: 4 }, () =>
        apply({
          orderId: order.id,
          type: 'refund',
          reason: 'damaged',
          lines: [{ orderLineId: line, amountFen: 1200 }],
        }),
      ),
    )
    const accepted = asked.filter((r) => r.code === 200)
    expect(accepted).toHaveLength(2)
    expect(asked.filter((r) => r.code === 400).map((r) => r.msg)).toEqual([
      expect.stringMatching(/^More than can be refunded: at most ¥6\.00 for /),
      expect.stringMatching(/^More than can be refunded: at most ¥6\.00 for /),
    ])
    const wholes = await Promise.all(
      Array.from({ length: 3 }, () => apply({ orderId: order.id, type: 'refund', reason: 'all of it' })),
    )
    expect(wholes.filter((r) => r.code === 200).map((r) => r.data.amountFen)).toEqual([600])
    const ids = [...accepted, ...wholes.filter((r) => r.code === 200)].map((r) => r.data.id)
    const approvals = await Promise.all([...ids, ids[0]!].map(approve))
    expect(approvals.filter((r) => r.code === 200)).toHaveLength(3)
    expect(approvals.find((r) => r.code === 400)?.msg).toBe(
      'The after-sale request is “Refunded”: it cannot be reviewed again',
    )
    expect(await orderOf(order.id)).toMatchObject({ paidFen: 3000, refundedFen: 3000 })
    expect((await apply({ orderId: order.id, type: 'refund', reason: 'more' })).msg).toBe(
      'Nothing of this order is left to refund',
    )
  })

  it('a refusal gives its claim back and says why on the timeline; an approval refunds and sends refundOrder', async () => {
    const { order } = await boughtOrder(13, 10, 2)
    const first = await apply({ orderId: order.id, type: 'refund', reason: 'late' })
    expect(first.data).toMatchObject({ status: 'pending', amountFen: 2000 })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${sales.approve.path}?id=${first.data.id}`,
          headers: auth(clerk),
        })
      ).statusCode,
    ).toBe(403)
    const refused = await shop.post(sales.refuse.path, { id: first.data.id, reason: '已超过售后期' })
    expect(refused.data).toMatchObject({ status: 'refused', refuseReason: '已超过售后期' })
    const again = await apply({
      orderId: order.id,
      type: 'refund',
      reason: 'late',
      lines: [{ orderLineId: order.lines[0]!.id, amountFen: 500 }],
    })
    expect(again.code).toBe(200)
    expect((await approve(again.data.id)).data).toMatchObject({ status: 'refunded', refundedFen: 500 })
    for (let i = 0; i < 100 && !refunds.some((c) => c.includes(order.orderNo)); i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(refunds).toContain(`Order ${order.orderNo}: after-sale refund of ¥5.00`)
    const actions = (await orderOf(order.id)).timeline.map((e: { action: string }) => e.action)
    expect(actions).toEqual([
      'checkout',
      'pay',
      'ship',
      'after_sale_apply',
      'after_sale_refuse',
      'after_sale_apply',
      'after_sale_refund',
    ])
    const listed = await shop.get(`${sales.page.path}?orderNo=${order.orderNo}`)
    expect(listed.data.records.map((s: { status: string }) => s.status)).toEqual(['refunded', 'refused'])
  })

  it('an approved return puts its units back in stock; a return before shipping is refused', async () => {
    const { goods, order } = await boughtOrder(14, 5, 2)
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(3)
    const line = order.lines[0]!.id
    const noUnits = await apply({
      orderId: order.id,
      type: 'return',
      reason: 'x',
      lines: [{ orderLineId: line, amountFen: 1000 }],
    })
    expect(noUnits.msg).toBe(`A return needs the units sent back: ${goods.goodsName}`)
    const asked = await apply({
      orderId: order.id,
      type: 'return',
      reason: 'wrong size',
      lines: [{ orderLineId: line, quantity: 1, amountFen: 1000 }],
    })
    await approve(asked.data.id)
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(4)

    const unshipped = await boughtOrder(15, 5, 1, false)
    expect((await apply({ orderId: unshipped.order.id, type: 'return', reason: 'x' })).msg).toBe(
      'The order is “Paid”: no “Return and refund” can be asked',
    )
  })

  it('for any sequence of partial refunds, approvals and refusals, no line is ever refunded more than it was paid', async () => {
    const goods = []
    for (const skip of [16, 17]) {
      const [master] = await shop.masterGoods(false, skip, 1)
      const saved = (await shop.putOnSale(master!.id, 10)).data as { id: string }
      onSale.push(saved.id)
      goods.push(saved.id)
    }
    const lines = [
      { shopGoodsId: goods[0]!, quantity: 2 },
      { shopGoodsId: goods[1]!, quantity: 3 },
    ]
    const order = (await shop.checkout(goods[0]!, 1, `as-prop-${run}`, { lines })).data
    await shop.pay(order.id)
    await shop.post(orders.ship.path, { id: order.id, carrier: 'SF', trackingNo: `SFP${run}` })
    const paid: number[] = order.lines.map((l: { payableFen: number }) => l.payableFen)
    const lineIds: string[] = order.lines.map((l: { id: string }) => l.id)
    const rt = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: fakeGateway,
      timeZoneOf: async () => 'UTC',
    }
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('apply' as const),
        line: fc.nat(1),
        amountFen: fc.integer({ min: 1, max: 2500 }),
      }),
      fc.record({ kind: fc.constant('whole' as const) }),
      fc.record({ kind: fc.constant('approve' as const), which: fc.nat() }),
      fc.record({ kind: fc.constant('refuse' as const), which: fc.nat() }),
    )
    const rollback = new Error('roll back this run')
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        await systemContext(rt, '100001', async (c) => {
          const claimed = [0, 0]
          const refunded = [0, 0]
          const pending: { id: string; amounts: number[] }[] = []
          // each step in a savepoint, as each request is its own transaction
          const step = async <T>(fn: (sc: typeof c) => Promise<T>) => {
            await c.tx.execute(sql`SAVEPOINT step`)
            try {
              const done = await fn(c)
              await c.tx.execute(sql`RELEASE SAVEPOINT step`)
              return done
            } catch (e) {
              await c.tx.execute(sql`ROLLBACK TO SAVEPOINT step`)
              throw e
            }
          }
          for (const o of ops) {
            if (o.kind === 'apply' || o.kind === 'whole') {
              const amounts =
                o.kind === 'apply'
                  ? lineIds.map((_, i) => (i === o.line ? o.amountFen : 0))
                  : paid.map((p, i) => p - claimed[i]!)
              const fits = amounts.every((a, i) => a <= paid[i]! - claimed[i]!) && amounts.some((a) => a > 0)
              const asked = step((sc) =>
                applyAfterSale(sc, {
                  orderId: order.id,
                  type: 'refund',
                  reason: 'property',
                  ...(o.kind === 'apply'
                    ? { lines: [{ orderLineId: lineIds[o.line]!, amountFen: o.amountFen }] }
                    : {}),
                }),
              )
              if (fits) {
                pending.push({ id: (await asked).id, amounts })
                amounts.forEach((a, i) => (claimed[i]! += a))
              } else await expect(asked).rejects.toThrow()
            } else if (pending.length) {
              const [sale] = pending.splice(o.which % pending.length, 1)
              if (o.kind === 'approve') {
                await step((sc) => approveAfterSale(sc, sale!.id))
                sale!.amounts.forEach((a, i) => (refunded[i]! += a))
              } else {
                await step((sc) => refuseAfterSale(sc, sale!.id, 'no'))
                sale!.amounts.forEach((a, i) => (claimed[i]! -= a))
              }
            }
            const rows = await c.tx.select().from(shopOrderLine).where(eq(shopOrderLine.orderId, order.id))
            for (const [i, id] of lineIds.entries()) {
              const row = rows.find((r) => r.id === id)!
              expect([row.claimedFen, row.refundedFen]).toEqual([claimed[i], refunded[i]])
              expect(row.refundedFen).toBeLessThanOrEqual(row.payableFen)
            }
            const [head] = await c.tx.select().from(shopOrder).where(eq(shopOrder.id, order.id))
            expect(head!.refundedFen).toBe(refunded[0]! + refunded[1]!)
          }
          throw rollback
        }).catch((e) => {
          if (e !== rollback) throw e
        })
      }),
      { numRuns: 30 },
    )
  })
})
