import { linesInScope, linesReason, whereAndWhoReason } from './eligibility'
import type { Outcome } from './forms'
import { apportion, percentOf } from './money'
import { reason } from './reasons'
import type { Coupon, EngineInput } from './types'

const STATUS_REASON = {
  locked: 'couponLocked',
  used: 'couponUsed',
  expired: 'couponExpired',
  void: 'couponVoid',
} as const

/**
 * What one coupon takes off the lines' current net amounts, or why it cannot be used. `beforeCoupons` is
 * every line's net when the coupon layer started: a line below its original amount there had an activity's
 * discount, and with `couponsStackWithActivities: false` the coupon leaves it out.
 */
export function evaluateCoupon(
  coupon: Coupon,
  input: EngineInput,
  at: number,
  net: readonly number[],
  beforeCoupons: readonly number[],
): Outcome {
  if (coupon.status !== 'unused') return { ok: false, reason: reason(STATUS_REASON[coupon.status]) }
  if (coupon.code && !input.codes?.includes(coupon.code))
    return { ok: false, reason: reason('couponCodeRequired') }
  if (coupon.validFrom && at < Date.parse(coupon.validFrom))
    return { ok: false, reason: reason('couponNotStarted', { start: coupon.validFrom }) }
  if (coupon.validTo && at >= Date.parse(coupon.validTo))
    return { ok: false, reason: reason('couponExpired', { end: coupon.validTo }) }
  const where = whereAndWhoReason(coupon.scope, input)
  if (where) return { ok: false, reason: where }
  const scoped = linesInScope(coupon.scope, input.lines)
  const none = linesReason(scoped)
  if (none) return { ok: false, reason: none }
  if (input.couponsStackWithActivities === false) {
    const lines = input.lines
    scoped.indices = scoped.indices.filter(
      (i) => beforeCoupons[i]! === lines[i]!.quantity * lines[i]!.unitPriceFen,
    )
    if (scoped.indices.length === 0) return { ok: false, reason: reason('couponNotWithActivities') }
  }
  const amount = scoped.indices.reduce((s, i) => s + net[i]!, 0)
  const threshold = coupon.thresholdFen ?? 0
  if (amount < threshold)
    return {
      ok: false,
      reason: reason('thresholdNotReached', { missingFen: threshold - amount, thresholdFen: threshold }),
      next: { kind: 'amount', missing: threshold - amount },
    }
  const raw =
    coupon.kind === 'amountOff' ? (coupon.offFen ?? 0) : amount - percentOf(amount, coupon.percent ?? 100)
  const off = Math.min(raw, coupon.maxOffFen ?? Infinity, amount)
  if (off <= 0) return { ok: false, reason: reason('noDiscount') }
  const parts = apportion(
    off,
    scoped.indices.map((i) => net[i]!),
  )
  return {
    ok: true,
    amount: off,
    shares: scoped.indices.map((index, k) => ({ index, amount: parts[k]! })).filter((s) => s.amount > 0),
  }
}
