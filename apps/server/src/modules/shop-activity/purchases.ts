import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { ActivityKind, PurchaseRecord, PurchaseStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import type { ActivityRow } from './activities'
import type { ActivityContext } from './context'
import { pageOf } from './paging'
import { shopActivity, shopActivityBuyer, shopActivityPurchase } from './schema'

const buyer = shopActivityBuyer
const purchase = shopActivityPurchase

/**
 * Takes `quantity` units of a limited activity for a member, atomically: the member's count grows by
 * one guarded upsert (never past the per-member limit), then the activity's `sold` by one guarded
 * update (never past its stock). Both rows are locked in that order by every buyer, and a refusal
 * rolls the caller's transaction back, so neither limit can be passed by parallel buyers.
 */
export async function takeUnits(c: ActivityContext, a: ActivityRow, memberId: string, quantity: number) {
  const limit = a.perUserLimit!
  if (quantity > limit) throw badRequest('shopActivityLimit', { limit })
  const [counted] = await c.tx
    .insert(buyer)
    .values({ activityId: a.id, memberId, bought: quantity })
    .onConflictDoUpdate({
      target: [buyer.tenantId, buyer.activityId, buyer.memberId],
      set: { bought: sql`${buyer.bought} + ${quantity}` },
      setWhere: sql`${buyer.bought} + ${quantity} <= ${limit}`,
    })
    .returning({ bought: buyer.bought })
  if (!counted) throw badRequest('shopActivityLimit', { limit })
  const [taken] = await c.tx
    .update(shopActivity)
    .set({ sold: sql`${shopActivity.sold} + ${quantity}` })
    .where(and(eq(shopActivity.id, a.id), sql`${shopActivity.sold} + ${quantity} <= ${shopActivity.stock}`))
    .returning({ id: shopActivity.id })
  if (!taken) throw badRequest('shopActivitySoldOut')
}

/** Gives a refunded purchase's units back to the activity's stock and to the member's limit. */
export async function giveBackUnits(
  c: Pick<ActivityContext, 'tx'>,
  activityId: string,
  memberId: string,
  quantity: number,
) {
  await c.tx
    .update(shopActivity)
    .set({ sold: sql`${shopActivity.sold} - ${quantity}` })
    .where(eq(shopActivity.id, activityId))
  await c.tx
    .update(buyer)
    .set({ bought: sql`${buyer.bought} - ${quantity}` })
    .where(and(eq(buyer.activityId, activityId), eq(buyer.memberId, memberId), gte(buyer.bought, quantity)))
}

async function purchases(c: ActivityContext, where: SQL | undefined, limit: number, offset: number) {
  const rows = await c.tx
    .select({ p: purchase, activityName: shopActivity.name })
    .from(purchase)
    .innerJoin(shopActivity, eq(shopActivity.id, purchase.activityId))
    .where(where)
    .orderBy(desc(purchase.createTime), desc(purchase.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ p, activityName }): PurchaseRecord => ({
    id: p.id,
    activityId: p.activityId,
    activityName,
    memberId: p.memberId,
    quantity: p.quantity,
    paidFen: p.paidFen,
    points: p.points,
    lots: p.lots,
    status: p.status as PurchaseStatus,
    createTime: formatDateTime(p.createTime, c.timeZone),
  }))
}

export async function purchaseRecord(c: ActivityContext, id: string): Promise<PurchaseRecord> {
  const [record] = await purchases(c, eq(purchase.id, id), 1, 0)
  if (!record) throw notFound()
  return record
}

export async function purchasePage(
  c: ActivityContext,
  kind: ActivityKind,
  q: { current?: number; size?: number; activityId?: string; memberId?: string; status?: PurchaseStatus },
) {
  const { current = 1, size = 10 } = q
  const where = and(
    eq(shopActivity.kind, kind),
    q.activityId ? eq(purchase.activityId, q.activityId) : undefined,
    q.memberId ? eq(purchase.memberId, q.memberId) : undefined,
    q.status ? eq(purchase.status, q.status) : undefined,
  )
  const [{ total }] = (await c.tx
    .select({ total: count() })
    .from(purchase)
    .innerJoin(shopActivity, eq(shopActivity.id, purchase.activityId))
    .where(where)) as [{ total: number }]
  return pageOf(await purchases(c, where, size, (current - 1) * size), Number(total), current, size)
}
