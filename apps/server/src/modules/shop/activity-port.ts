import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { fakeGateway, type PaymentGateway } from './payment'
import { shopGoods } from './schema'
import { releaseStock, reserveStock } from './stock'

/** A goods on sale as the marketing activities see it. */
export interface ActivityGoods {
  id: string
  /** the master-data goods */
  goodsId: string
  goodsName: string
  priceFen: number
  onShelf: boolean
}

const columns = {
  id: shopGoods.id,
  goodsId: shopGoods.goodsId,
  goodsName: shopGoods.goodsName,
  priceFen: shopGoods.priceFen,
  onShelf: shopGoods.onShelf,
}
const live = eq(shopGoods.isDeleted, 0)
const brief = (r: Omit<ActivityGoods, 'onShelf'> & { onShelf: number }): ActivityGoods => ({
  ...r,
  onShelf: r.onShelf === 1,
})

/**
 * The port the marketing activities (module shop-activity) use: the goods on sale they are set up on
 * (name and price), and the gateway the shop pays and refunds through.
 */
export async function activityGoods(tx: Tx, ids: string[]): Promise<ActivityGoods[]> {
  if (!ids.length) return []
  const rows = await tx
    .select(columns)
    .from(shopGoods)
    .where(and(live, inArray(shopGoods.id, ids)))
  return rows.map(brief)
}

/** The first goods on the shelf (the demo activities are set up on them). */
export async function activityGoodsOnShelf(tx: Tx, take: number): Promise<ActivityGoods[]> {
  const rows = await tx
    .select(columns)
    .from(shopGoods)
    .where(and(live, eq(shopGoods.onShelf, 1)))
    .orderBy(asc(shopGoods.id))
    .limit(take)
  return rows.map(brief)
}

/** The shop's payment gateway: activities charge and refund through it as orders do. */
export const shopPayments: PaymentGateway = fakeGateway

/**
 * Takes units of a goods' stock for an activity that holds its own (a seckill), by the shop's guarded
 * decrement: false when the goods do not have that many.
 */
export const holdActivityStock = (tx: Tx, shopGoodsId: string, quantity: number) =>
  reserveStock(tx, shopGoodsId, quantity)

/** Gives an activity's unsold units back to the goods' stock. */
export const returnActivityStock = (tx: Tx, shopGoodsId: string, quantity: number) =>
  releaseStock(tx, shopGoodsId, quantity)
