import type { FastifyInstance } from 'fastify'
import { and, eq, like } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { checkAllLists } from './anomalies'
import { inquirePrices } from './inquiry'
import { onPromotionPrices, recordPromotionPrices, type PromotionPrice } from './promotion-floor'
import { priceAnomaly, priceList, priceListItem } from './schema'
import { DEMO_LISTS } from './seed'

const TENANT = '100002'

/** Issue 28 §5: a promotion price under the floor, found when the promotion is saved and by the nightly check. */
describe(`price anomalies: promotion prices under the floor (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('a price under the goods’ floor is one promotion_floor anomaly (floor list, floor as limit); at the floor none', async () => {
    await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const [floor] = await tx.select().from(priceList).where(eq(priceList.code, DEMO_LISTS.floor))
      const [a, b] = await tx
        .select()
        .from(priceListItem)
        .where(and(eq(priceListItem.listId, floor!.id), eq(priceListItem.isDeleted, 0)))
        .limit(2)
      const at = new Date()
      const [floorA, floorB] = await inquirePrices(tx, [a!.goodsId, b!.goodsId], { at })
      const ref = `test-${app.ids.next()}`
      const prices: PromotionPrice[] = [
        { goodsId: a!.goodsId, priceFen: floorA!.floorFen! - 1, ref, at },
        { goodsId: b!.goodsId, priceFen: floorB!.floorFen!, ref, at },
      ]
      expect(await recordPromotionPrices(tx, app.ids, prices)).toBe(1)
      // saved again, it is not doubled
      await recordPromotionPrices(tx, app.ids, prices)
      const found = await tx
        .select()
        .from(priceAnomaly)
        .where(like(priceAnomaly.fingerprint, `%:${ref}`))
      expect(found.map((f) => [f.kind, f.goodsId, f.listId, f.priceFen, f.limitValue, f.source])).toEqual([
        ['promotion_floor', a!.goodsId, floor!.id, floorA!.floorFen! - 1, floorA!.floorFen, 'save'],
      ])
      await tx.delete(priceAnomaly).where(like(priceAnomaly.fingerprint, `%:${ref}`))
    })
  })

  it('the nightly check asks the plugged-in promotion sources for their live prices', async () => {
    await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const [floor] = await tx.select().from(priceList).where(eq(priceList.code, DEMO_LISTS.floor))
      const [item] = await tx
        .select()
        .from(priceListItem)
        .where(and(eq(priceListItem.listId, floor!.id), eq(priceListItem.isDeleted, 0)))
        .limit(1)
      const ref = `nightly-${app.ids.next()}`
      const unplug = onPromotionPrices(async (_tx, now) => [
        { goodsId: item!.goodsId, priceFen: 1, ref, at: now },
      ])
      try {
        await checkAllLists(tx, app.ids)
      } finally {
        unplug()
      }
      const found = await tx
        .select()
        .from(priceAnomaly)
        .where(like(priceAnomaly.fingerprint, `%:${ref}`))
      expect(found.map((f) => [f.kind, f.goodsId, f.priceFen, f.source])).toEqual([
        ['promotion_floor', item!.goodsId, 1, 'nightly'],
      ])
      await tx.delete(priceAnomaly).where(like(priceAnomaly.fingerprint, `%:${ref}`))
    })
  })
})
