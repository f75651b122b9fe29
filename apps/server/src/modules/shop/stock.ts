import { and, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { shopGoods } from './schema'

/**
 * Takes `quantity` from a goods' stock only if that much is left, in one conditional UPDATE: its row
 * lock queues concurrent buyers and each re-checks the condition on the row the one before left, so
 * stock never goes below zero (the table's check refuses it too). False: not enough left.
 */
export async function reserveStock(tx: Tx, shopGoodsId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(shopGoods)
    .set({ stock: sql`${shopGoods.stock} - ${quantity}`, sales: sql`${shopGoods.sales} + ${quantity}` })
    .where(and(eq(shopGoods.id, shopGoodsId), gte(shopGoods.stock, quantity)))
    .returning({ id: shopGoods.id })
  return rows.length === 1
}

/** Gives a cancelled order's units back to stock (a goods taken off sale since gets them back too). */
export async function releaseStock(tx: Tx, shopGoodsId: string, quantity: number): Promise<void> {
  await tx
    .update(shopGoods)
    .set({ stock: sql`${shopGoods.stock} + ${quantity}`, sales: sql`${shopGoods.sales} - ${quantity}` })
    .where(eq(shopGoods.id, shopGoodsId))
}
