import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import type { CouponCode, CouponCodeStatus, EntityCouponKind, CouponRedemption } from '@store/contract'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { escapeLike } from '../../core/resource/query'
import { isWellFormed, normaliseCode } from './code'
import type { CardsContext } from './context'
import { shopCouponBatch, shopCouponCode } from './schema'
import { pageOf } from './time'

/** An unused code past its batch's end reads as expired. */
const statusOf = (status: string, endTime: Date, now: Date): CouponCodeStatus =>
  status === 'unused' && endTime < now ? 'expired' : (status as CouponCodeStatus)

function statusFilter(status: CouponCodeStatus, now: Date): SQL {
  if (status === 'expired')
    return and(eq(shopCouponCode.status, 'unused'), lte(shopCouponBatch.endTime, now))!
  if (status === 'unused') return and(eq(shopCouponCode.status, 'unused'), gt(shopCouponBatch.endTime, now))!
  return eq(shopCouponCode.status, status)
}

export async function codePage(
  c: CardsContext,
  f: { current: number; size: number; batchId?: string; code?: string; status?: CouponCodeStatus },
) {
  const now = new Date()
  const conds: SQL[] = []
  if (f.batchId) conds.push(eq(shopCouponCode.batchId, f.batchId))
  if (f.code) conds.push(sql`${shopCouponCode.code} ilike ${`%${escapeLike(normaliseCode(f.code))}%`}`)
  if (f.status) conds.push(statusFilter(f.status, now))
  const where = and(...conds)
  const joined = c.tx
    .select({ n: count() })
    .from(shopCouponCode)
    .innerJoin(shopCouponBatch, eq(shopCouponBatch.id, shopCouponCode.batchId))
  const [{ n }] = (await joined.where(where)) as [{ n: number }]
  const rows = await c.tx
    .select({ code: shopCouponCode, batchName: shopCouponBatch.name, endTime: shopCouponBatch.endTime })
    .from(shopCouponCode)
    .innerJoin(shopCouponBatch, eq(shopCouponBatch.id, shopCouponCode.batchId))
    .where(where)
    .orderBy(desc(shopCouponCode.redeemTime), shopCouponCode.code)
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const records: CouponCode[] = rows.map((r) => ({
    id: r.code.id,
    batchId: r.code.batchId,
    batchName: r.batchName,
    code: r.code.code,
    status: statusOf(r.code.status, r.endTime, now),
    memberId: r.code.memberId,
    channel: r.code.channel,
    redeemTime: r.code.redeemTime && formatDateTime(r.code.redeemTime, c.timeZone),
  }))
  return pageOf(records, Number(n), f.current, f.size)
}

const REFUSAL = { redeemed: 'couponCodeUsed', voided: 'couponCodeVoided' } as const

/**
 * Redeems one code for a member. A mistyped code (wrong check character) is refused before any look-up;
 * the code must be unused, its batch active and in its validity. The redemption is one guarded UPDATE
 * (`status = 'unused'`): of parallel calls on one code exactly one redeems it, the others are told it is used.
 */
export async function redeemCode(
  c: CardsContext,
  input: { code: string; memberId: string; channel: 'shop' | 'pos' },
  now = new Date(),
): Promise<CouponRedemption> {
  const code = normaliseCode(input.code)
  if (!isWellFormed(code)) throw badRequest('couponCodeMistyped')
  const [found] = await c.tx
    .select({ code: shopCouponCode, batch: shopCouponBatch })
    .from(shopCouponCode)
    .innerJoin(shopCouponBatch, eq(shopCouponBatch.id, shopCouponCode.batchId))
    .where(eq(shopCouponCode.code, code))
  if (!found) throw badRequest('couponCodeUnknown')
  const { batch } = found
  if (batch.status === 'voided') throw badRequest('couponCodeVoided')
  if (found.code.status !== 'unused') throw badRequest(REFUSAL[found.code.status as keyof typeof REFUSAL])
  if (now < batch.startTime) throw badRequest('couponCodeNotStarted')
  if (now > batch.endTime) throw badRequest('couponCodeExpired')
  const [done] = await c.tx
    .update(shopCouponCode)
    .set({ status: 'redeemed', memberId: input.memberId, channel: input.channel, redeemTime: now })
    .where(and(eq(shopCouponCode.id, found.code.id), eq(shopCouponCode.status, 'unused')))
    .returning({ status: shopCouponCode.status })
  if (!done) {
    const [after] = await c.tx
      .select({ status: shopCouponCode.status })
      .from(shopCouponCode)
      .where(eq(shopCouponCode.id, found.code.id))
    throw badRequest(REFUSAL[after!.status as keyof typeof REFUSAL] ?? 'couponCodeUsed')
  }
  return {
    code,
    batchName: batch.name,
    kind: batch.kind as EntityCouponKind,
    faceFen: batch.faceFen,
    discountPercent: batch.discountPercent,
    memberId: input.memberId,
    redeemTime: formatDateTime(now, c.timeZone),
  }
}
