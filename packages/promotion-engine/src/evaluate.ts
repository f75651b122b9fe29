import { evaluateCoupon } from './coupons'
import { activityReason, linesInScope, linesReason } from './eligibility'
import { assertPromType, InvalidCartError } from './errors'
import { byPriority, type Candidate, deniedKeys, layerOf, type Run, runLayers } from './pipeline'
import { reason } from './reasons'
import type { EngineInput, EngineResult, Reason, RejectedActivity } from './types'

const isFen = (n: number) => Number.isSafeInteger(n) && n >= 0

function checkCart(input: EngineInput) {
  for (const line of input.lines)
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || !isFen(line.unitPriceFen))
      throw new InvalidCartError(line.lineId)
}

/** What the customer pays in a run: goods after every layer, plus shipping less its discount. */
const payableOf = (run: Run) => run.state.net.reduce((s, n) => s + n, 0) + run.state.shippingLeftFen

/**
 * Prices a cart: every candidate activity is checked (time, scene, code, shop, channel, member, limits,
 * budget, scope), the rest go through the layers item → order → coupon → points → shipping, and an
 * exclusive activity replaces everything else when it alone leaves less to pay than the combination.
 * Throws PromTypeError for a promotion type outside 1–4 (spec §5) and InvalidCartError for a bad line.
 */
export function evaluate(input: EngineInput): EngineResult {
  checkCart(input)
  const at = input.time instanceof Date ? input.time.getTime() : Date.parse(input.time)
  const rejected = new Map<string, Reason>()
  const candidates: Candidate[] = []
  for (const a of input.activities) {
    assertPromType(a.promType, a.id)
    const early = activityReason(a, input, at)
    const scoped = early ? null : linesInScope(a.scope, input.lines)
    const late = early ?? linesReason(scoped!)
    if (late) {
      rejected.set(a.id, late)
      continue
    }
    const keys = a.scene ? [`type:${a.promType}`, `scene:${a.scene}`] : [`type:${a.promType}`]
    candidates.push({
      activity: a,
      promType: a.promType,
      layer: layerOf(a),
      exclusivity: a.exclusivity ?? 'stack',
      priority: a.priority ?? 0,
      indices: scoped!.indices,
      keys,
      denied: deniedKeys(keys, input.matrix),
    })
  }
  candidates.sort(byPriority)

  const combination = runLayers(
    candidates.filter((c) => c.exclusivity !== 'exclusive'),
    input,
    at,
  )
  const exclusives = candidates.filter((c) => c.exclusivity === 'exclusive')
  let chosen = combination
  let winner: Candidate | null = null
  const alone = new Map<string, Run>()
  for (const c of exclusives) {
    const run = runLayers([c], input, at)
    alone.set(c.activity.id, run)
    const ownReason = run.rejected.get(c.activity.id)
    if (ownReason) rejected.set(c.activity.id, ownReason)
    else if (payableOf(run) < payableOf(chosen)) {
      chosen = run
      winner = c
    }
  }

  for (const [id, r] of chosen.rejected) rejected.set(id, r)
  const undiscounted =
    input.lines.reduce((s, l) => s + l.quantity * l.unitPriceFen, 0) + (input.shippingFen ?? 0)
  for (const c of candidates) {
    const id = c.activity.id
    if (c === winner || rejected.has(id)) continue
    if (winner)
      rejected.set(
        id,
        reason('excludedByActivity', { activityId: winner.activity.id, name: winner.activity.name }),
      )
    else if (c.exclusivity === 'exclusive')
      rejected.set(
        id,
        reason('beatenByCombination', {
          aloneFen: undiscounted - payableOf(alone.get(id)!),
          combinedFen: undiscounted - payableOf(combination),
        }),
      )
  }
  return assemble(input, at, chosen, rejected)
}

function assemble(input: EngineInput, at: number, run: Run, rejected: Map<string, Reason>): EngineResult {
  const lines = input.lines.map((l, i) => {
    const originalFen = l.quantity * l.unitPriceFen
    const payableFen = run.state.net[i]!
    return {
      lineId: l.lineId,
      goodsId: l.goodsId,
      quantity: l.quantity,
      unitPriceFen: l.unitPriceFen,
      originalFen,
      discountFen: originalFen - payableFen,
      payableFen,
      allocations: run.state.allocations[i] ?? [],
    }
  })
  const goodsPayableFen = lines.reduce((s, l) => s + l.payableFen, 0)
  const shippingFen = input.shippingFen ?? 0
  const basePoints = input.member ? Math.floor(goodsPayableFen / 100) * (input.pointsPerYuan ?? 1) : 0
  const rejectedList: RejectedActivity[] = input.activities
    .filter((a) => rejected.has(a.id))
    .map((a) => ({ activityId: a.id, name: a.name, reason: rejected.get(a.id)! }))
  const appliedCoupons = new Set(run.coupons.map((c) => c.couponId))
  const usable: EngineResult['coupons']['usable'] = []
  const unusable: EngineResult['coupons']['unusable'] = []
  for (const coupon of input.coupons ?? []) {
    if (appliedCoupons.has(coupon.id) || run.couponRejected.has(coupon.id)) continue
    const o = evaluateCoupon(coupon, input, at, run.beforeCoupons, run.beforeCoupons)
    if (o.ok) usable.push({ couponId: coupon.id, amountFen: o.amount })
    else unusable.push({ couponId: coupon.id, reason: o.reason })
  }
  // a chosen coupon that did not apply says why where it was tried, on the amounts the earlier ones left
  for (const [couponId, r] of run.couponRejected) unusable.push({ couponId, reason: r })
  return {
    lines,
    totals: {
      originalFen: lines.reduce((s, l) => s + l.originalFen, 0),
      itemDiscountFen: run.layerFen.item,
      orderDiscountFen: run.layerFen.order,
      couponDiscountFen: run.layerFen.coupon,
      goodsPayableFen,
      shippingFen,
      shippingDiscountFen: shippingFen - run.state.shippingLeftFen,
      payableFen: goodsPayableFen + run.state.shippingLeftFen,
    },
    applied: run.applied,
    rejected: rejectedList,
    coupons: { applied: run.coupons, usable, unusable },
    points: { base: basePoints, bonus: run.bonusPoints, total: basePoints + run.bonusPoints },
    suggestion: suggestion(run),
  }
}

/** The nearest next benefit: the smallest amount to add, else the fewest units, else a set to complete. */
function suggestion(run: Run): Reason | null {
  const rank = { amount: 0, quantity: 1, set: 2 }
  const best = [...run.hints]
    .filter((h) => h.hint.missing > 0)
    .sort((x, y) => rank[x.hint.kind] - rank[y.hint.kind] || x.hint.missing - y.hint.missing)[0]
  if (!best) return null
  const { hint, name, activityId } = best
  if (hint.kind === 'amount')
    return reason('suggestAddAmount', { missingFen: hint.missing, name, activityId })
  if (hint.kind === 'quantity')
    return reason('suggestAddQuantity', { missing: hint.missing, name, activityId })
  return reason('suggestCompleteSet', {
    missing: hint.missing,
    goodsId: hint.goodsId ?? '',
    name,
    activityId,
  })
}
