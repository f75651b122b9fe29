import { and, eq, gt, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { recordPromotionPrices, type PromotionPrice } from '../price'
import { activityGoods } from '../shop'
import { shopActivity } from './schema'

/** The tools whose activity price is a promotion price (the points shop's is paid with points on top). */
const PRICED = ['group', 'bargain', 'seckill']

type Priced = Pick<typeof shopActivity.$inferSelect, 'id' | 'kind' | 'activityPriceFen' | 'startTime'>

const promotionPrice = (activity: Priced, goodsId: string, at: Date): PromotionPrice => ({
  goodsId,
  priceFen: activity.activityPriceFen,
  ref: `shop-activity:${activity.id}`,
  at,
})

/** Records the saved activities' prices under their goods' promotion floor (at their start) as price anomalies. */
export async function checkFloors(
  tx: Tx,
  ids: IdGenerator,
  activities: { activity: Priced; goodsId: string }[],
): Promise<void> {
  await recordPromotionPrices(
    tx,
    ids,
    activities
      .filter(({ activity }) => PRICED.includes(activity.kind))
      .map(({ activity, goodsId }) => promotionPrice(activity, goodsId, activity.startTime)),
  )
}

/**
 * The live activities' prices for the price centre's nightly check: those not stopped nor ended, each
 * against the floor of its start, or of now once it runs.
 */
export async function livePromotionPrices(tx: Tx, now: Date): Promise<PromotionPrice[]> {
  const live = await tx
    .select()
    .from(shopActivity)
    .where(
      and(
        eq(shopActivity.isDeleted, 0),
        ne(shopActivity.status, 'stopped'),
        gt(shopActivity.endTime, now),
        inArray(shopActivity.kind, PRICED),
      ),
    )
  const goods = new Map(
    (await activityGoods(tx, [...new Set(live.map((a) => a.shopGoodsId))])).map((g) => [g.id, g.goodsId]),
  )
  return live.flatMap((a) => {
    const goodsId = goods.get(a.shopGoodsId)
    return goodsId ? [promotionPrice(a, goodsId, a.startTime > now ? a.startTime : now)] : []
  })
}
