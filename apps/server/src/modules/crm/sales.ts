import { and, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { crmConsume } from './schema'

/** A member's purchase as a checkout reports it, amounts in integer fen. */
export interface Purchase {
  memberId: string
  shopId: string | null
  consumeNo: string
  time: Date
  totalFen: number
  discountFen: number
  goodsCount: number
}

/** Records a member's purchase in the caller's transaction (it shows in the member's consume tab). */
export async function recordPurchase(tx: Tx, ids: IdGenerator, p: Purchase): Promise<string> {
  const id = ids.next()
  const yuan = (fen: number) => (fen / 100).toFixed(2)
  await tx.insert(crmConsume).values({
    id,
    memberId: p.memberId,
    consumeNo: p.consumeNo,
    shopId: p.shopId,
    consumeTime: p.time,
    totalAmount: yuan(p.totalFen),
    discountAmount: yuan(p.discountFen),
    payAmount: yuan(p.totalFen - p.discountFen),
    goodsCount: p.goodsCount,
  })
  return id
}

/** What members paid in one shop over a period: the amount in fen and the number of purchases. */
export interface ShopSales {
  shopId: string | null
  paidFen: number
  purchases: number
}

/** Members' purchases per shop in [from, to), of the listed shops (all shops when none are listed). */
export async function shopSales(
  tx: Tx,
  period: { from: Date; to: Date; shopIds?: readonly string[] },
): Promise<ShopSales[]> {
  if (period.to <= period.from) return []
  return tx
    .select({
      shopId: crmConsume.shopId,
      paidFen: sql<number>`round(coalesce(sum(${crmConsume.payAmount}), 0) * 100)`.mapWith(Number),
      purchases: sql<number>`count(*)`.mapWith(Number),
    })
    .from(crmConsume)
    .where(
      and(
        gte(crmConsume.consumeTime, period.from),
        lt(crmConsume.consumeTime, period.to),
        period.shopIds?.length ? inArray(crmConsume.shopId, [...period.shopIds]) : undefined,
      ),
    )
    .groupBy(crmConsume.shopId)
}
