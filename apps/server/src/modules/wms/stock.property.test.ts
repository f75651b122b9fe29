import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName } from '../../test/app'
import { plusDays, today } from './lots'
import { cancelPick, createPick, packPick, shipPick } from './picks'
import { confirmReceipt, createReceipt } from './receipts'
import { wmsLedger, wmsLot, wmsPick, wmsPickLine, wmsStock } from './schema'
import { approveStocktake, countStocktake, createStocktake } from './stocktakes'
import { transfer } from './transfer'
import { goodsId, inTenant, makeWarehouse, RUN, type TestWarehouse } from './test-fixture'
import type { WmsContext } from './context'

const TENANT = '100001'
const LOTS = ['PA', 'PB', 'PC'].map((lot) => `${lot}-${RUN}`)

const op = fc.oneof(
  fc.record({
    kind: fc.constant('inbound' as const),
    g: fc.nat(1),
    w: fc.nat(1),
    bin: fc.nat(1),
    lot: fc.nat(2),
    qty: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({
    kind: fc.constant('reserve' as const),
    g: fc.nat(1),
    w: fc.nat(1),
    qty: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constantFrom('pack' as const, 'ship' as const, 'cancel' as const), pick: fc.nat(3) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    g: fc.nat(1),
    lot: fc.nat(2),
    from: fc.nat(3),
    to: fc.nat(3),
    qty: fc.integer({ min: 1, max: 15 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    bin: fc.nat(3),
    delta: fc.integer({ min: -10, max: 10 }),
  }),
)
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never

/**
 * Issue 30 item 1 acceptance: under concurrent random inbound, reserve, pick, ship, transfer and adjust,
 * on hand, reserved and available never go negative, available is on hand less reserved, on hand always
 * equals the sum of the ledger per goods, bin and lot, and reserved is what the open pick lists hold.
 */
describe(`stock under concurrent movements (${engineName})`, () => {
  let app: FastifyInstance
  let houses: TestWarehouse[]
  let goods: string[]
  let day: string
  const picks: string[] = []

  beforeAll(async () => {
    app = await buildTestApp()
    await inTenant(app, TENANT, async (c) => {
      houses = [await makeWarehouse(c, 'PROP1', 2), await makeWarehouse(c, 'PROP2', 2)]
      goods = [await goodsId(c, 'YP00030'), await goodsId(c, 'YP00031')]
      day = await today(c.tx)
    })
  })
  afterAll(() => app.close())

  const allBins = () => houses.flatMap((h) => h.bins)
  const lotOf = (i: number) => ({
    lotNo: LOTS[i]!,
    productionDate: plusDays(day, -100),
    expiryDate: plusDays(day, 100 + 50 * i),
  })

  const run = (o: Op) =>
    inTenant(app, TENANT, async (c: WmsContext) => {
      switch (o.kind) {
        case 'inbound': {
          const r = await createReceipt(c, {
            warehouseId: houses[o.w]!.id,
            lines: [{ goodsId: goods[o.g]!, binId: houses[o.w]!.bins[o.bin]!, qty: o.qty, ...lotOf(o.lot) }],
          })
          await confirmReceipt(c, r.id)
          return
        }
        case 'reserve': {
          const p = await createPick(c, {
            warehouseId: houses[o.w]!.id,
            lines: [{ goodsId: goods[o.g]!, qty: o.qty }],
          })
          picks.push(p.id)
          return
        }
        case 'pack':
        case 'ship':
        case 'cancel': {
          // an open list in the state the step needs, so steps often meet (and race on) the same list
          const from = { pack: ['allocated'], ship: ['packed'], cancel: ['allocated', 'packed'] }[o.kind]
          const open = await c.tx
            .select({ id: wmsPick.id })
            .from(wmsPick)
            .where(and(inArray(wmsPick.id, picks.length ? picks : ['0']), inArray(wmsPick.status, from)))
            .orderBy(wmsPick.id)
          if (open.length === 0) return
          await { pack: packPick, ship: shipPick, cancel: cancelPick }[o.kind](
            c,
            open[o.pick % open.length]!.id,
          )
          return
        }
        case 'transfer': {
          const [lot] = await c.tx
            .select({ id: wmsLot.id })
            .from(wmsLot)
            .where(and(eq(wmsLot.goodsId, goods[o.g]!), eq(wmsLot.lotNo, LOTS[o.lot]!)))
          if (!lot) return
          await transfer(c, {
            goodsId: goods[o.g]!,
            lotId: lot.id,
            fromBinId: allBins()[o.from]!,
            toBinId: allBins()[o.to]!,
            qty: o.qty,
          })
          return
        }
        case 'adjust': {
          const binId = allBins()[o.bin]!
          const house = houses.find((h) => h.bins.includes(binId))!
          const take = await createStocktake(c, { warehouseId: house.id, binIds: [binId] })
          if (take.lines.length) {
            const lines = take.lines.map((l) => ({
              lineId: l.id,
              countedQty: Math.max(0, l.bookQty + o.delta),
            }))
            await countStocktake(c, { id: take.id, lines })
          }
          await approveStocktake(c, take.id)
          return
        }
      }
    })

  /** A refusal is the envelope's (an AppError); on PostgreSQL a deadlock victim may also roll back. */
  const expected = (e: unknown) => {
    if (e instanceof AppError) return true
    for (let x = e as { code?: unknown; cause?: unknown } | undefined; x; x = x.cause as typeof x)
      if (x.code === '40P01') return true
    return false
  }

  it('never negative; on hand is the ledger’s sum; reserved is what open pick lists hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (waves) => {
          for (const wave of waves) {
            const outcomes = await Promise.allSettled(wave.map(run))
            for (const o of outcomes) if (o.status === 'rejected' && !expected(o.reason)) throw o.reason
          }
          await inTenant(app, TENANT, async (c) => {
            const cells = await c.tx.select().from(wmsStock).where(inArray(wmsStock.goodsId, goods))
            const key = (r: { goodsId: string; binId: string; lotId: string }) =>
              `${r.goodsId}/${r.binId}/${r.lotId}`
            const ledger = await c.tx
              .select({
                goodsId: wmsLedger.goodsId,
                binId: wmsLedger.binId,
                lotId: wmsLedger.lotId,
                sum: sql<number>`sum(${wmsLedger.qty})::int`,
              })
              .from(wmsLedger)
              .where(inArray(wmsLedger.goodsId, goods))
              .groupBy(wmsLedger.goodsId, wmsLedger.binId, wmsLedger.lotId)
            const held = await c.tx
              .select({
                goodsId: wmsPickLine.goodsId,
                binId: wmsPickLine.binId,
                lotId: wmsPickLine.lotId,
                sum: sql<number>`sum(${wmsPickLine.qty})::int`,
              })
              .from(wmsPickLine)
              .innerJoin(wmsPick, eq(wmsPick.id, wmsPickLine.pickId))
              .where(
                and(inArray(wmsPick.status, ['allocated', 'packed']), inArray(wmsPickLine.goodsId, goods)),
              )
              .groupBy(wmsPickLine.goodsId, wmsPickLine.binId, wmsPickLine.lotId)
            const ledgerSum = new Map(ledger.map((l) => [key(l), l.sum]))
            const heldSum = new Map(held.map((h) => [key(h), h.sum]))
            for (const cell of cells) {
              expect(cell.onHand).toBeGreaterThanOrEqual(0)
              expect(cell.reserved).toBeGreaterThanOrEqual(0)
              expect(cell.available).toBeGreaterThanOrEqual(0)
              expect(cell.available).toBe(cell.onHand - cell.reserved)
              expect(cell.onHand).toBe(ledgerSum.get(key(cell)) ?? 0)
              expect(cell.reserved).toBe(heldSum.get(key(cell)) ?? 0)
            }
            // every ledger cell has its stock row
            expect(ledger.filter((l) => !cells.some((cell) => key(cell) === key(l)))).toEqual([])
          })
        },
      ),
      { numRuns: Number(process.env.WMS_PROPERTY_RUNS ?? 25) },
    )
    // the runs moved stock every way, not only refused
    const kinds = await inTenant(app, TENANT, (c) =>
      c.tx.selectDistinct({ kind: wmsLedger.kind }).from(wmsLedger).where(inArray(wmsLedger.goodsId, goods)),
    )
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'adjust',
      'receipt',
      'ship',
      'transfer_in',
      'transfer_out',
    ])
  })
})
