import { and, eq, gt } from 'drizzle-orm'
import { badRequest } from '../../core/errors'
import { holdActivityStock, returnActivityStock } from '../shop'
import { activityOf, phaseOf, type ActivityRow } from './activities'
import type { ActivityContext } from './context'
import { shopActivity } from './schema'

/**
 * A seckill's stock is taken from the goods' stock when it is set up (the shop's guarded decrement:
 * refused when the goods do not have it), so goods stock + held − sold + sold stays constant; its
 * purchases then take from its own counter only. Call it on the saved row (locked by the caller):
 * whatever was held unsold goes back to the goods it was taken from (`before`, read locked), and the stock is
 * taken again from the goods it is on now, unless the activity is stopped or over.
 */
export async function holdSeckillStock(c: ActivityContext, before: ActivityRow | null, a: ActivityRow) {
  if (a.kind !== 'seckill') return
  if (before) await returnUnsold(c, before)
  const phase = phaseOf(a, c.now)
  if (phase === 'stopped' || phase === 'ended') return
  const wanted = a.stock! - a.sold
  if (wanted > 0 && !(await holdActivityStock(c.tx, a.shopGoodsId, wanted)))
    throw badRequest('shopActivityStockShort', { name: a.goodsName, stock: wanted })
  await c.tx.update(shopActivity).set({ held: a.stock! }).where(eq(shopActivity.id, a.id))
}

/**
 * Gives a seckill's unsold units back to the goods, once (a guarded update: `held` drops to `sold`
 * only while it is above it, so a second stop or the end job finds nothing left to give).
 */
export async function returnUnsold(c: ActivityContext, a: ActivityRow): Promise<void> {
  if (a.kind !== 'seckill') return
  const [back] = await c.tx
    .update(shopActivity)
    .set({ held: shopActivity.sold })
    .where(and(eq(shopActivity.id, a.id), gt(shopActivity.held, shopActivity.sold)))
    .returning({ id: shopActivity.id })
  if (back) await returnActivityStock(c.tx, a.shopGoodsId, a.held - a.sold)
}

/** The seckill end job: an activity past its end gives its unsold units back (an end moved later: not yet). */
export async function endSeckill(c: ActivityContext, id: string): Promise<void> {
  const a = await activityOf(c.tx, id, 'seckill', true)
  if (phaseOf(a, c.now) === 'ended') await returnUnsold(c, a)
}
