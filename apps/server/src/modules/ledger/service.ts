import type { LedgerReceipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { LedgerContext } from './books'
import { changeGrowth, type GradeThreshold, type GrowthReceipt } from './growth-and-coins'
import { earnPoints, spendPoints } from './points'
import { expiryOf, loadPointsRule, purchaseEarning } from './rules'

/**
 * The member ledgers' service, the module's one way in (issue 8 part 4). Every write takes the
 * caller's tenant transaction and a business event key: the same key again changes nothing and
 * answers the first result. Balances never go negative; each is the sum of its ledger rows.
 */
export type { LedgerContext } from './books'
export { earnPoints, spendPoints, refundPoints, settlePoints } from './points'
export { changeCoins, changeGrowth, currentGrade, gradeFor } from './growth-and-coins'
export type { GradeThreshold, GrowthReceipt } from './growth-and-coins'
export { refundWallet, spendWallet, topUpWallet } from './wallet'
export { ledgerPage, memberBalance } from './reading'
export { DEFAULT_POINTS_RULE, loadPointsRule, savePointsRule } from './rules'
export { DEFAULT_VIRTUAL_COIN, loadVirtualCoin, saveVirtualCoin } from './coin-config'

export interface PurchaseEarning {
  memberId: string
  eventKey: string
  /** yuan paid, e.g. `"128.50"` */
  paid: string
}

/** The points a purchase earns under the tenant's rules: frozen for the after-sale window, kept until expiry. */
export async function earnPointsForPurchase(
  tx: Tx,
  ctx: LedgerContext,
  input: PurchaseEarning,
): Promise<LedgerReceipt> {
  const earning = purchaseEarning(await loadPointsRule(tx), input.paid, ctx.at)
  return earnPoints(tx, ctx, { memberId: input.memberId, eventKey: input.eventKey, ...earning })
}

export interface PointsAdjustment {
  memberId: string
  eventKey: string
  /** signed, not 0 */
  points: number
  reason: string
}

/**
 * An administrator's growth value adjustment (signed, not 0, with a reason), with the grade thresholds
 * of the member's brand: the answer names the grade the member holds after it.
 */
export function adjustGrowth(
  tx: Tx,
  ctx: LedgerContext,
  input: Omit<PointsAdjustment, 'points'> & { amount: number; thresholds: readonly GradeThreshold[] },
): Promise<GrowthReceipt> {
  if (input.amount === 0) throw badRequest('ledgerZeroAmount')
  const { reason, ...change } = input
  return changeGrowth(tx, ctx, { ...change, remark: reason })
}

/**
 * An administrator's adjustment: an increase is a new lot, spendable at once and kept as the rules
 * say; a decrease spends like a purchase would (refused when the member has too few points).
 */
export async function adjustPoints(
  tx: Tx,
  ctx: LedgerContext,
  input: PointsAdjustment,
): Promise<LedgerReceipt> {
  if (input.points === 0) throw badRequest('ledgerZeroAmount')
  const common = {
    memberId: input.memberId,
    eventKey: input.eventKey,
    remark: input.reason,
    action: 'points_adjust' as const,
  }
  if (input.points < 0) return spendPoints(tx, ctx, { ...common, points: -input.points })
  const expiresAt = expiryOf(await loadPointsRule(tx), ctx.at)
  return earnPoints(tx, ctx, { ...common, points: input.points, frozenUntil: null, expiresAt })
}
