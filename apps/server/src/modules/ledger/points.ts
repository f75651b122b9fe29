import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { LedgerKind, LedgerReceipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { eventByKey, lockAccounts, post, recordEvent, type LedgerContext, type PostedEvent } from './books'
import { ledgerPointsAllocation, ledgerPointsLot } from './schema'

const POINTS: readonly LedgerKind[] = ['points', 'points_frozen']
const SPEND_ACTIONS = ['points_spend']

export interface EarnPoints {
  memberId: string
  eventKey: string
  points: number
  /** frozen (not spendable) until then: the after-sale window; null or past: spendable at once */
  frozenUntil: Date | null
  /** null: never expires */
  expiresAt: Date | null
  remark?: string | null
  action?: 'points_earn' | 'points_adjust'
}

/** Earns a lot of points: frozen while its after-sale window is open, else spendable at once. */
export function earnPoints(tx: Tx, ctx: LedgerContext, input: EarnPoints): Promise<LedgerReceipt> {
  const action = input.action ?? 'points_earn'
  return recordEvent(
    tx,
    ctx,
    { eventKey: input.eventKey, memberId: input.memberId, action },
    async (event) => {
      if (input.points <= 0) return
      await lockAccounts(tx, event.memberId, POINTS)
      const frozen = input.frozenUntil !== null && input.frozenUntil > ctx.at
      const lotId = ctx.ids.next()
      await tx.insert(ledgerPointsLot).values({
        id: lotId,
        memberId: event.memberId,
        eventId: event.id,
        amount: input.points,
        remaining: input.points,
        frozen: frozen ? 1 : 0,
        frozenUntil: input.frozenUntil,
        expiresAt: input.expiresAt,
      })
      await post(tx, ctx, event, {
        kind: frozen ? 'points_frozen' : 'points',
        changeType: action === 'points_adjust' ? 'adjust' : 'earn',
        amount: input.points,
        lotId,
        remark: input.remark,
      })
    },
  )
}

export interface SpendPoints {
  memberId: string
  eventKey: string
  points: number
  remark?: string | null
  action?: 'points_spend' | 'points_adjust'
}

/**
 * Spends points from the lots that expire first (then those that never do), recording how much each
 * lot gave. Lots whose window closed or that expired are settled first, in the same transaction.
 */
export function spendPoints(tx: Tx, ctx: LedgerContext, input: SpendPoints): Promise<LedgerReceipt> {
  const action = input.action ?? 'points_spend'
  return recordEvent(
    tx,
    ctx,
    { eventKey: input.eventKey, memberId: input.memberId, action },
    async (event) => {
      await lockAccounts(tx, event.memberId, POINTS)
      await settleLocked(tx, ctx, event.memberId)
      await post(tx, ctx, event, {
        kind: 'points',
        changeType: action === 'points_adjust' ? 'adjust' : 'spend',
        amount: -input.points,
        remark: input.remark,
      })
      await fundFromLots(tx, ctx, event, input.points)
    },
  )
}

async function fundFromLots(tx: Tx, ctx: LedgerContext, event: PostedEvent, points: number): Promise<void> {
  const lots = await tx
    .select({ id: ledgerPointsLot.id, remaining: ledgerPointsLot.remaining })
    .from(ledgerPointsLot)
    .where(
      and(
        eq(ledgerPointsLot.memberId, event.memberId),
        eq(ledgerPointsLot.frozen, 0),
        gt(ledgerPointsLot.remaining, 0),
        or(isNull(ledgerPointsLot.expiresAt), gt(ledgerPointsLot.expiresAt, ctx.at)),
      ),
    )
    .orderBy(sql`${ledgerPointsLot.expiresAt} ASC NULLS LAST`, asc(ledgerPointsLot.id))
    .for('update')
  let left = points
  for (const lot of lots) {
    if (left === 0) break
    const take = Math.min(left, lot.remaining)
    await tx
      .update(ledgerPointsLot)
      .set({ remaining: sql`${ledgerPointsLot.remaining} - ${take}` })
      .where(eq(ledgerPointsLot.id, lot.id))
    await tx.insert(ledgerPointsAllocation).values({ eventId: event.id, lotId: lot.id, amount: take })
    left -= take
  }
  // The balance is the sum of the spendable lots: the guarded update passed, so they cover it.
  if (left > 0) throw new Error(`points lots of member ${event.memberId} do not cover their balance`)
}

export interface RefundPoints {
  eventKey: string
  /** the spend being refunded */
  spendEventKey: string
  remark?: string | null
}

/** Refunds a spend in full, back into the very lots that funded it (a lot past its expiry then expires again). */
export async function refundPoints(tx: Tx, ctx: LedgerContext, input: RefundPoints): Promise<LedgerReceipt> {
  const spend = await eventByKey(tx, input.spendEventKey, SPEND_ACTIONS)
  if (!spend) throw badRequest('ledgerNothingToReverse', { key: input.spendEventKey })
  const head = {
    eventKey: input.eventKey,
    memberId: spend.memberId,
    action: 'points_refund',
    reverses: spend.id,
  }
  return recordEvent(tx, ctx, head, async (event) => {
    await lockAccounts(tx, event.memberId, POINTS)
    const given = await tx
      .select({ lotId: ledgerPointsAllocation.lotId, amount: ledgerPointsAllocation.amount })
      .from(ledgerPointsAllocation)
      .where(eq(ledgerPointsAllocation.eventId, spend.id))
      .orderBy(asc(ledgerPointsAllocation.lotId))
    for (const { lotId, amount } of given) {
      await tx
        .update(ledgerPointsLot)
        .set({ remaining: sql`${ledgerPointsLot.remaining} + ${amount}` })
        .where(eq(ledgerPointsLot.id, lotId))
      await post(tx, ctx, event, {
        kind: 'points',
        changeType: 'refund',
        amount,
        lotId,
        remark: input.remark,
      })
    }
  })
}

/**
 * Settles a member's lots as of `ctx.at`: lots whose after-sale window closed become spendable, and
 * what is left of expired lots is retired, each with its ledger rows under one settling event.
 * Answers how many lots changed.
 */
export async function settlePoints(tx: Tx, ctx: LedgerContext, memberId: string): Promise<number> {
  await lockAccounts(tx, memberId, POINTS)
  return settleLocked(tx, ctx, memberId)
}

async function settleLocked(tx: Tx, ctx: LedgerContext, memberId: string): Promise<number> {
  const due = await tx
    .select()
    .from(ledgerPointsLot)
    .where(
      and(
        eq(ledgerPointsLot.memberId, memberId),
        gt(ledgerPointsLot.remaining, 0),
        or(
          and(eq(ledgerPointsLot.frozen, 1), lte(ledgerPointsLot.frozenUntil, ctx.at)),
          lte(ledgerPointsLot.expiresAt, ctx.at),
        ),
      ),
    )
    .orderBy(asc(ledgerPointsLot.id))
  if (due.length === 0) return 0
  // The settling event's key cannot clash with a business key: those never hold a '~'.
  const head = { eventKey: `~settle:${ctx.ids.next()}`, memberId, action: 'points_settle' }
  await recordEvent(tx, ctx, head, async (event) => {
    for (const lot of due) {
      let frozen = lot.frozen === 1
      if (frozen && lot.frozenUntil && lot.frozenUntil <= ctx.at) {
        await tx.update(ledgerPointsLot).set({ frozen: 0 }).where(eq(ledgerPointsLot.id, lot.id))
        const moved = { changeType: 'unfreeze', lotId: lot.id }
        await post(tx, ctx, event, { ...moved, kind: 'points_frozen', amount: -lot.remaining })
        await post(tx, ctx, event, { ...moved, kind: 'points', amount: lot.remaining })
        frozen = false
      }
      if (lot.expiresAt && lot.expiresAt <= ctx.at) {
        await tx.update(ledgerPointsLot).set({ remaining: 0 }).where(eq(ledgerPointsLot.id, lot.id))
        await post(tx, ctx, event, {
          kind: frozen ? 'points_frozen' : 'points',
          changeType: 'expire',
          amount: -lot.remaining,
          lotId: lot.id,
        })
      }
    }
  })
  return due.length
}

/** The members of the transaction's tenant with lots to settle as of `at`, at most `limit`. */
export async function membersDue(tx: Tx, at: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ memberId: ledgerPointsLot.memberId })
    .from(ledgerPointsLot)
    .where(
      and(
        gt(ledgerPointsLot.remaining, 0),
        or(
          and(eq(ledgerPointsLot.frozen, 1), lte(ledgerPointsLot.frozenUntil, at)),
          lte(ledgerPointsLot.expiresAt, at),
        ),
      ),
    )
    .limit(limit)
  return rows.map((r) => r.memberId)
}

/** Which lots funded a spend and how much each gave: a `refundPoints` of the spend gives exactly these back. */
export interface SpentLot {
  lotId: string
  points: number
}

/** Spends points as `spendPoints` does and answers the lots that funded the spend. */
export async function spendPointsFromLots(
  tx: Tx,
  ctx: LedgerContext,
  input: SpendPoints,
): Promise<{ receipt: LedgerReceipt; lots: SpentLot[] }> {
  const receipt = await spendPoints(tx, ctx, input)
  const lots = await tx
    .select({ lotId: ledgerPointsAllocation.lotId, points: ledgerPointsAllocation.amount })
    .from(ledgerPointsAllocation)
    .where(eq(ledgerPointsAllocation.eventId, receipt.eventId))
    .orderBy(asc(ledgerPointsAllocation.lotId))
  return { receipt, lots }
}
