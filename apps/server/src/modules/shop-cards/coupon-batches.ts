import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { CouponBatch, CouponBatchInput, CouponBatchStatus, EntityCouponKind } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { escapeLike } from '../../core/resource/query'
import { generateCode } from './code'
import type { CardsContext } from './context'
import { shopCouponBatch, shopCouponCode } from './schema'
import { pageOf, scheduleOf } from './time'

type Row = typeof shopCouponBatch.$inferSelect

const toBatch = (r: Row, redeemed: number, tz: string): CouponBatch => ({
  id: r.id,
  name: r.name,
  kind: r.kind as EntityCouponKind,
  faceFen: r.faceFen,
  discountPercent: r.discountPercent,
  count: r.count,
  startTime: formatDateTime(r.startTime, tz),
  endTime: formatDateTime(r.endTime, tz),
  status: r.status as CouponBatchStatus,
  redeemed,
  createTime: formatDateTime(r.createTime, tz),
})

async function redeemedOf(c: CardsContext, ids: string[]) {
  if (!ids.length) return new Map<string, number>()
  const rows = await c.tx
    .select({ batchId: shopCouponCode.batchId, n: count() })
    .from(shopCouponCode)
    .where(and(inArray(shopCouponCode.batchId, ids), eq(shopCouponCode.status, 'redeemed')))
    .groupBy(shopCouponCode.batchId)
  return new Map(rows.map((r) => [r.batchId, Number(r.n)]))
}

export async function batchPage(
  c: CardsContext,
  f: { current: number; size: number; name?: string; status?: CouponBatchStatus },
) {
  const conds: SQL[] = []
  if (f.name) conds.push(ilike(shopCouponBatch.name, `%${escapeLike(f.name)}%`))
  if (f.status) conds.push(eq(shopCouponBatch.status, f.status))
  const where = and(...conds)
  const [{ total }] = (await c.tx.select({ total: count() }).from(shopCouponBatch).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(shopCouponBatch)
    .where(where)
    .orderBy(desc(shopCouponBatch.createTime), desc(shopCouponBatch.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const redeemed = await redeemedOf(
    c,
    rows.map((r) => r.id),
  )
  const records = rows.map((r) => toBatch(r, redeemed.get(r.id) ?? 0, c.timeZone))
  return pageOf(records, Number(total), f.current, f.size)
}

async function lockBatch(c: CardsContext, id: string): Promise<Row> {
  const [row] = await c.tx.select().from(shopCouponBatch).where(eq(shopCouponBatch.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

async function batchOf(c: CardsContext, id: string): Promise<CouponBatch> {
  const [row] = await c.tx.select().from(shopCouponBatch).where(eq(shopCouponBatch.id, id))
  return toBatch(row!, (await redeemedOf(c, [id])).get(id) ?? 0, c.timeZone)
}

/** The batch's value: an amount coupon's face value, or a discount coupon's percent off. */
function valueOf(input: CouponBatchInput) {
  if (input.kind === 'amount' && input.faceFen) return { faceFen: input.faceFen, discountPercent: 0 }
  if (input.kind === 'discount' && input.discountPercent)
    return { faceFen: 0, discountPercent: input.discountPercent }
  throw badRequest('couponValueRequired')
}

/** Inserts `count` fresh codes of the batch (a clash with an existing code draws again). */
async function generateCodes(c: CardsContext, batchId: string, wanted: number) {
  let missing = wanted
  while (missing > 0) {
    const inserted = await c.tx
      .insert(shopCouponCode)
      .values(Array.from({ length: missing }, () => ({ id: c.ids.next(), batchId, code: generateCode() })))
      .onConflictDoNothing()
      .returning({ id: shopCouponCode.id })
    missing -= inserted.length
  }
}

/**
 * Creates a batch with its codes, or edits an active batch's name, value and validity (its count is
 * fixed once its codes exist; a voided batch is not edited).
 */
export async function submitBatch(c: CardsContext, input: CouponBatchInput): Promise<CouponBatch> {
  const schedule = scheduleOf(input, c.timeZone)
  const values = { name: input.name.trim(), kind: input.kind, ...valueOf(input), ...schedule }
  if (input.id) {
    const row = await lockBatch(c, input.id)
    if (row.status === 'voided') throw badRequest('cardsStopped', { name: row.name })
    if (row.count !== input.count) throw badRequest('couponCountFixed')
    await c.tx
      .update(shopCouponBatch)
      .set({ ...values, updateUser: c.userId, updateTime: new Date() })
      .where(eq(shopCouponBatch.id, input.id))
    return batchOf(c, input.id)
  }
  const id = c.ids.next()
  await c.tx
    .insert(shopCouponBatch)
    .values({ id, ...values, count: input.count, createUser: c.userId, updateUser: c.userId })
  await generateCodes(c, id, input.count)
  return batchOf(c, id)
}

/** Voids a batch: its unused codes are voided with it; redeemed ones stay redeemed. */
export async function voidBatch(c: CardsContext, id: string): Promise<CouponBatch> {
  const row = await lockBatch(c, id)
  if (row.status !== 'voided') {
    await c.tx
      .update(shopCouponBatch)
      .set({ status: 'voided', updateUser: c.userId, updateTime: new Date() })
      .where(eq(shopCouponBatch.id, id))
    await c.tx
      .update(shopCouponCode)
      .set({ status: 'voided' })
      .where(and(eq(shopCouponCode.batchId, id), eq(shopCouponCode.status, 'unused')))
  }
  return batchOf(c, id)
}

/** Codes issued and redeemed in the tenant's batches. */
export async function couponStats(c: CardsContext) {
  const [row] = await c.tx
    .select({
      issued: sql<number>`count(*)::int`,
      redeemed: sql<number>`(count(*) filter (where ${shopCouponCode.status} = 'redeemed'))::int`,
    })
    .from(shopCouponCode)
  const [{ batches }] = (await c.tx.select({ batches: count() }).from(shopCouponBatch)) as [
    { batches: number },
  ]
  const issued = Number(row?.issued ?? 0)
  const redeemed = Number(row?.redeemed ?? 0)
  return {
    batches: Number(batches),
    issued,
    redeemed,
    rate: issued ? Math.round((redeemed / issued) * 1000) / 10 : 0,
  }
}
