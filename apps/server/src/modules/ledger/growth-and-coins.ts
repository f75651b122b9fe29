import { desc, eq } from 'drizzle-orm'
import type { LedgerKind, LedgerReceipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { lockAccounts, post, recordEvent, type LedgerContext } from './books'
import { ledgerGradeChange } from './schema'

export interface ChangeBalance {
  memberId: string
  eventKey: string
  /** signed; a decrease is refused when the balance is short */
  amount: number
  remark?: string | null
}

/** Growth value and coins: a balance that goes up and down by keyed events, nothing more. */
export function changeBalance(
  tx: Tx,
  ctx: LedgerContext,
  kind: Extract<LedgerKind, 'growth' | 'coins'>,
  input: ChangeBalance,
  after?: (balance: number, eventId: string) => Promise<void>,
): Promise<LedgerReceipt> {
  const head = { eventKey: input.eventKey, memberId: input.memberId, action: `${kind}_change` }
  return recordEvent(tx, ctx, head, async (event) => {
    if (input.amount === 0) return
    await lockAccounts(tx, event.memberId, [kind])
    const balance = await post(tx, ctx, event, {
      kind,
      changeType: input.amount > 0 ? 'earn' : 'spend',
      amount: input.amount,
      remark: input.remark,
    })
    await after?.(balance, event.id)
  })
}

/** A grade and the growth value it starts at (the grades of the member's brand). */
export interface GradeThreshold {
  gradeId: string
  minGrowth: number
}

/** The grade a growth value earns: the highest threshold it reaches, or none. */
export function gradeFor(thresholds: readonly GradeThreshold[], growth: number): string | null {
  let best: GradeThreshold | null = null
  for (const t of thresholds) if (growth >= t.minGrowth && (!best || t.minGrowth > best.minGrowth)) best = t
  return best?.gradeId ?? null
}

/** A member's grade as the growth ledger last set it (null: none yet). */
export async function currentGrade(tx: Tx, memberId: string): Promise<string | null> {
  const [last] = await tx
    .select({ gradeId: ledgerGradeChange.newGradeId })
    .from(ledgerGradeChange)
    .where(eq(ledgerGradeChange.memberId, memberId))
    .orderBy(desc(ledgerGradeChange.id))
    .limit(1)
  return last?.gradeId ?? null
}

export interface GrowthReceipt extends LedgerReceipt {
  /** the grade the member holds after the event */
  gradeId: string | null
}

/**
 * Changes a member's growth value, and their grade with it when the new value crosses a threshold
 * of `thresholds`, recording the change of grade (old, new, growth value) in the same transaction.
 */
export async function changeGrowth(
  tx: Tx,
  ctx: LedgerContext,
  input: ChangeBalance & { thresholds: readonly GradeThreshold[] },
): Promise<GrowthReceipt> {
  const receipt = await changeBalance(tx, ctx, 'growth', input, async (growthValue, eventId) => {
    const oldGradeId = await currentGrade(tx, input.memberId)
    const newGradeId = gradeFor(input.thresholds, growthValue)
    if (oldGradeId === newGradeId) return
    await tx
      .insert(ledgerGradeChange)
      .values({ id: ctx.ids.next(), memberId: input.memberId, eventId, oldGradeId, newGradeId, growthValue })
  })
  return { ...receipt, gradeId: await currentGrade(tx, input.memberId) }
}

/** Coins: earned (positive) and exchanged (negative) by keyed events. */
export const changeCoins = (tx: Tx, ctx: LedgerContext, input: ChangeBalance) =>
  changeBalance(tx, ctx, 'coins', input)
