import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { AppError } from '../../core/errors'
import { lotIdFor, plusDays, today } from './lots'
import { createPick } from './picks'
import { wmsPick, wmsStock } from './schema'
import { putIn } from './stock'
import { goodsId, inTenant, makeWarehouse, RUN, type TestWarehouse } from './test-fixture'

const TENANT = '100001'

/**
 * Issue 30 item 1: a pick list allocates first-expiring-first-out among unexpired lots, and an expired
 * lot is never allocated, however much of it there is.
 */
describe(`FEFO allocation (${engineName})`, () => {
  let app: FastifyInstance
  let wh: TestWarehouse
  let goods: string
  const lots: Record<'expired' | 'late' | 'soon' | 'undated', string> = {} as never

  beforeAll(async () => {
    app = await buildTestApp()
    await inTenant(app, TENANT, async (c) => {
      wh = await makeWarehouse(c, 'FEFO', 3)
      goods = await goodsId(c, 'YP00020')
      const day = await today(c.tx)
      const lot = (no: string, days: number | null) =>
        lotIdFor(c, goods, {
          lotNo: `${no}-${RUN}`,
          productionDate: days === null ? null : plusDays(day, -400),
          expiryDate: days === null ? null : plusDays(day, days),
        })
      // an expired lot cannot be received: it is stock that aged on the shelf, put there directly
      lots.expired = await lot('FX-EXPIRED', -1)
      lots.late = await lot('FX-LATE', 300)
      lots.soon = await lot('FX-SOON', 30)
      lots.undated = await lot('FX-UNDATED', null)
      const place = (binId: string, lotId: string, qty: number) =>
        putIn(c, { goodsId: goods, binId, lotId }, qty, 'receipt', c.ids.next())
      await place(wh.bins[0]!, lots.expired, 500)
      await place(wh.bins[0]!, lots.late, 40)
      await place(wh.bins[1]!, lots.soon, 7)
      await place(wh.bins[2]!, lots.soon, 5)
      await place(wh.bins[2]!, lots.undated, 10)
    })
  })
  afterAll(() => app.close())

  const pick = (qty: number) =>
    inTenant(app, TENANT, (c) => createPick(c, { warehouseId: wh.id, lines: [{ goodsId: goods, qty }] }))
  const cell = (binId: string, lotId: string) =>
    inTenant(app, TENANT, async (c) => {
      const [row] = await c.tx
        .select()
        .from(wmsStock)
        .where(and(eq(wmsStock.goodsId, goods), eq(wmsStock.binId, binId), eq(wmsStock.lotId, lotId)))
      return row!
    })

  it('allocates the lot expiring first among unexpired lots, then the next; the expired lot is skipped', async () => {
    const list = await pick(15)
    expect(list.status).toBe('allocated')
    expect(list.lines.map((l) => [l.lotNo, l.qty])).toEqual([
      [`FX-SOON-${RUN}`, 7],
      [`FX-SOON-${RUN}`, 5],
      [`FX-LATE-${RUN}`, 3],
    ])
    expect(await cell(wh.bins[0]!, lots.late)).toMatchObject({ onHand: 40, reserved: 3, available: 37 })
    expect(await cell(wh.bins[0]!, lots.expired)).toMatchObject({ onHand: 500, reserved: 0, available: 500 })
  })

  it('lots without an expiry come after every dated lot', async () => {
    const list = await pick(40)
    expect(list.lines.map((l) => [l.lotNo, l.qty])).toEqual([
      [`FX-LATE-${RUN}`, 37],
      [`FX-UNDATED-${RUN}`, 3],
    ])
  })

  it('expired stock is never allocated: a pick needing it is refused and nothing is reserved', async () => {
    const picksBefore = await inTenant(app, TENANT, (c) =>
      c.tx.select().from(wmsPick).where(eq(wmsPick.warehouseId, wh.id)),
    )
    const refusal = await pick(8).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(AppError)
    expect(refusal).toMatchObject({ key: 'wmsStockShort', params: { need: 8, available: 7 } })
    expect(await cell(wh.bins[2]!, lots.undated)).toMatchObject({ reserved: 3, available: 7 })
    expect(await cell(wh.bins[0]!, lots.expired)).toMatchObject({ reserved: 0, available: 500 })
    const picksAfter = await inTenant(app, TENANT, (c) =>
      c.tx.select().from(wmsPick).where(eq(wmsPick.warehouseId, wh.id)),
    )
    expect(picksAfter).toHaveLength(picksBefore.length)
  })
})
