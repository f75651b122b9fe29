import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { inquirePrices } from './inquiry'
import { priceAnomaly, priceList, priceListItem } from './schema'
import { DEMO_LISTS } from './seed'
import { checkShopGroups } from './shop-groups'

const TENANT = '100002'

/** Issue 28 §5: the nightly check finds a goods priced differently across the shops of one group. */
describe(`price anomalies: inconsistent prices across a shop group (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('a list overriding a group’s price in one of its shops raises one shop_mismatch anomaly: lowest price, highest as limit', async () => {
    await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const [group] = await tx.select().from(priceList).where(eq(priceList.code, DEMO_LISTS.shops))
      const [item] = await tx
        .select()
        .from(priceListItem)
        .where(and(eq(priceListItem.listId, group!.id), eq(priceListItem.isDeleted, 0)))
        .limit(1)
      const [first, second] = group!.shopIds!.split(',')
      const at = new Date()
      const [before] = await inquirePrices(tx, [item!.goodsId], { at, shopId: second })
      // one shop of the group gets its own, cheaper price for that goods
      const listId = app.ids.next()
      await tx.insert(priceList).values({
        id: listId,
        code: `ONE-SHOP-${listId}`,
        name: '单店特价',
        scope: 'shop_group',
        shopIds: first!,
        priority: group!.priority + 1,
      })
      await tx
        .insert(priceListItem)
        .values({ id: app.ids.next(), listId, goodsId: item!.goodsId, priceFen: before!.priceFen! - 10 })

      expect(await checkShopGroups(tx, app.ids, at)).toBeGreaterThanOrEqual(1)
      const found = await tx
        .select()
        .from(priceAnomaly)
        .where(and(eq(priceAnomaly.kind, 'shop_mismatch'), eq(priceAnomaly.goodsId, item!.goodsId)))
      expect(found.map((a) => [a.listId, a.priceFen, a.limitValue])).toEqual([
        [group!.id, before!.priceFen! - 10, before!.priceFen],
      ])
      // found again, it is not doubled
      await checkShopGroups(tx, app.ids, at)
      expect(
        await tx
          .select()
          .from(priceAnomaly)
          .where(and(eq(priceAnomaly.kind, 'shop_mismatch'), eq(priceAnomaly.goodsId, item!.goodsId))),
      ).toHaveLength(1)
      // leave the tenant's lists as the demo made them (the worker's database is shared on PostgreSQL)
      await tx.delete(priceListItem).where(eq(priceListItem.listId, listId))
      await tx.delete(priceList).where(eq(priceList.id, listId))
      await tx
        .delete(priceAnomaly)
        .where(and(eq(priceAnomaly.kind, 'shop_mismatch'), eq(priceAnomaly.goodsId, item!.goodsId)))
    })
  })
})
