import { evaluateCoupon } from './coupons'
import { applyForm, type FormContext, type Hint, type Outcome, type Share } from './forms'
import { groupsOf } from './groups'
import { apportion } from './money'
import { reason } from './reasons'
import type {
  Activity,
  Allocation,
  AppliedActivity,
  AppliedCoupon,
  EngineInput,
  Exclusivity,
  Layer,
  PromType,
  Reason,
  SuperpositionMatrix,
} from './types'
import { LAYERS } from './types'

/** An activity that passed the checks that do not depend on the cart's prices. */
export interface Candidate {
  activity: Activity
  promType: PromType
  layer: Layer
  exclusivity: Exclusivity
  priority: number
  /** the cart lines in its scope */
  indices: number[]
  /** matrix keys: type:N and scene:S */
  keys: string[]
  /** the matrix keys it does not combine with */
  denied: string[]
}

export interface RunState {
  net: number[]
  /** per line, what each activity and coupon took off (made when the line gets its first) */
  allocations: (Allocation[] | undefined)[]
  /** per line, each matrix key of the activities applied to it, with the first such activity */
  onLine: (Map<string, Candidate> | undefined)[]
  shippingLeftFen: number
}

export interface Run {
  state: RunState
  applied: AppliedActivity[]
  rejected: Map<string, Reason>
  hints: { hint: Hint; name: string; activityId: string }[]
  coupons: AppliedCoupon[]
  couponRejected: Map<string, Reason>
  /** every line's net when the coupon layer starts */
  beforeCoupons: number[]
  layerFen: Record<Layer, number>
  bonusPoints: number
}

const REWARD_FORMS = new Set(['gift', 'couponIssue', 'pointsMultiplier'])

export function layerOf(a: Activity): Layer {
  if (REWARD_FORMS.has(a.form.kind)) return 'points'
  if (a.form.kind === 'freeShipping') return 'shipping'
  return a.layer ?? (a.promType === 4 ? 'order' : 'item')
}

/** Higher priority first, then id: the order activities of a layer are applied in. */
export const byPriority = (x: Candidate, y: Candidate): number =>
  y.priority - x.priority || (x.activity.id < y.activity.id ? -1 : x.activity.id > y.activity.id ? 1 : 0)

/** The matrix keys that do not combine with any of `keys`. */
export function deniedKeys(keys: readonly string[], matrix: SuperpositionMatrix | undefined): string[] {
  const denied = new Set<string>()
  for (const [a, b] of matrix?.deny ?? []) {
    if (keys.includes(a)) denied.add(b)
    if (keys.includes(b)) denied.add(a)
  }
  return [...denied]
}

interface Trial {
  outcome: Outcome
  touched: number[]
}

/** Runs the layers in order for one set of candidates (the combination, or one exclusive activity alone). */
export function runLayers(candidates: readonly Candidate[], input: EngineInput, at: number): Run {
  const lines = input.lines
  const run: Run = {
    state: {
      net: lines.map((l) => l.quantity * l.unitPriceFen),
      allocations: lines.map(() => undefined),
      onLine: lines.map(() => undefined),
      shippingLeftFen: input.shippingFen ?? 0,
    },
    applied: [],
    rejected: new Map(),
    hints: [],
    coupons: [],
    couponRejected: new Map(),
    beforeCoupons: [],
    layerFen: { item: 0, order: 0, coupon: 0, points: 0, shipping: 0 },
    bonusPoints: 0,
  }
  const ctx = (): FormContext => ({
    lines,
    net: run.state.net,
    pointsPerYuan: input.pointsPerYuan ?? 1,
    hasMember: !!input.member,
    shippingLeftFen: run.state.shippingLeftFen,
  })

  const trial = (c: Candidate): Trial => {
    let allowed: readonly number[] = c.indices
    let blocker: Candidate | null = null
    if (c.denied.length > 0) {
      const kept: number[] = []
      for (const i of c.indices) {
        const onLine = run.state.onLine[i]
        let clash: Candidate | undefined
        if (onLine) for (const k of c.denied) clash ??= onLine.get(k)
        if (clash) blocker ??= clash
        else kept.push(i)
      }
      allowed = kept
    }
    if (allowed.length === 0 && blocker)
      return {
        outcome: {
          ok: false,
          reason: reason('matrixForbids', { activityId: blocker.activity.id, name: blocker.activity.name }),
        },
        touched: [],
      }
    const built = groupsOf(c.activity, allowed, lines, run.state.net)
    if ('reason' in built) {
      const next: Hint | undefined = built.missing
        ? { kind: 'set', missing: built.missing.count, goodsId: built.missing.goodsId }
        : undefined
      return {
        outcome: next ? { ok: false, reason: built.reason, next } : { ok: false, reason: built.reason },
        touched: [],
      }
    }
    const context = ctx()
    const outcomes = built.groups.map((g) => applyForm(c.activity.form, g, context))
    const touched = built.groups.flatMap((g) => g.lines.map((l) => l.index))
    return { outcome: capByBudget(merge(outcomes), c, input), touched }
  }

  const commit = (c: Candidate, t: Trial) => {
    const o = t.outcome
    if (!o.ok) {
      run.rejected.set(c.activity.id, o.reason)
      if (o.next) run.hints.push({ hint: o.next, name: c.activity.name, activityId: c.activity.id })
      return
    }
    if (o.next) run.hints.push({ hint: o.next, name: c.activity.name, activityId: c.activity.id })
    const a = c.activity
    for (const s of o.shares) {
      run.state.net[s.index]! -= s.amount
      const taken = (run.state.allocations[s.index] ??= [])
      taken.push({ source: 'activity', id: a.id, amountFen: s.amount })
      const onLine = (run.state.onLine[s.index] ??= new Map())
      for (const k of c.keys) if (!onLine.has(k)) onLine.set(k, c)
    }
    if (c.layer === 'shipping') run.state.shippingLeftFen -= o.amount
    if (o.points) run.bonusPoints += o.points
    run.layerFen[c.layer] += o.amount
    const applied: AppliedActivity = {
      activityId: a.id,
      name: a.name,
      promType: c.promType,
      form: a.form.kind,
      layer: c.layer,
      amountFen: o.amount,
      lineIds: [...new Set(o.shares.length > 0 ? o.shares.map((s) => s.index) : t.touched)]
        .sort((x, y) => x - y)
        .map((i) => lines[i]!.lineId),
    }
    if (o.capped) applied.capped = true
    if (o.gifts) applied.gifts = o.gifts
    if (o.points) applied.points = o.points
    if (o.issued) applied.issuedCoupons = o.issued
    run.applied.push(applied)
  }

  for (const layer of LAYERS) {
    if (layer === 'coupon') {
      run.beforeCoupons = [...run.state.net]
      applyCoupons(run, input, at)
      continue
    }
    const inLayer = candidates.filter((c) => c.layer === layer).sort(byPriority)
    const losers = pickBestInLayer(inLayer, trial, run)
    for (const c of inLayer) if (!losers.has(c.activity.id)) commit(c, trial(c))
  }
  return run
}

/**
 * Of the bestInLayer candidates of a layer, each tried on the layer's starting amounts, the largest
 * discount (or points) wins its lines; one that shares a line with a winner loses. Returns the losers,
 * already recorded as rejected.
 */
function pickBestInLayer(inLayer: Candidate[], trial: (c: Candidate) => Trial, run: Run): Set<string> {
  const losers = new Set<string>()
  const tried = inLayer
    .filter((c) => c.exclusivity === 'bestInLayer')
    .map((c) => ({ c, t: trial(c) }))
    .filter(({ t }) => t.outcome.ok)
  const worth = (t: Trial) => (t.outcome.ok ? t.outcome.amount || (t.outcome.points ?? 0) : 0)
  tried.sort((x, y) => worth(y.t) - worth(x.t) || byPriority(x.c, y.c))
  const owner = new Map<number, Candidate>()
  for (const { c, t } of tried) {
    const clash = t.touched.map((i) => owner.get(i)).find((w) => w !== undefined)
    if (clash) {
      losers.add(c.activity.id)
      run.rejected.set(
        c.activity.id,
        reason('notBestInLayer', { activityId: clash.activity.id, name: clash.activity.name }),
      )
    } else for (const i of t.touched) owner.set(i, c)
  }
  return losers
}

/** Type 2 applies per goods: the successes add up; if none succeeds, the nearest failure speaks. */
function merge(outcomes: Outcome[]): Outcome {
  if (outcomes.length === 1) return outcomes[0]!
  const ok = outcomes.filter((o) => o.ok)
  if (ok.length === 0) {
    const near = outcomes
      .filter((o) => o.next)
      .sort(
        (x, y) =>
          (x.next!.kind === 'amount' ? 0 : 1) - (y.next!.kind === 'amount' ? 0 : 1) ||
          x.next!.missing - y.next!.missing,
      )
    return near[0] ?? outcomes[0] ?? { ok: false, reason: reason('noEligibleLines') }
  }
  const gifts = ok.flatMap((o) => o.gifts ?? [])
  const issued = ok.flatMap((o) => o.issued ?? [])
  const points = ok.reduce((s, o) => s + (o.points ?? 0), 0)
  const nexts = ok.flatMap((o) => (o.next ? [o.next] : [])).sort((x, y) => x.missing - y.missing)
  return {
    ok: true,
    amount: ok.reduce((s, o) => s + o.amount, 0),
    shares: ok.flatMap((o) => o.shares),
    ...(gifts.length ? { gifts } : {}),
    ...(issued.length ? { issued } : {}),
    ...(points ? { points } : {}),
    ...(nexts[0] ? { next: nexts[0] } : {}),
  }
}

/** A discount larger than the budget left gives the budget left, spread over the same lines. */
function capByBudget(o: Outcome, c: Candidate, input: EngineInput): Outcome {
  if (!o.ok || c.activity.budgetFen === undefined) return o
  const left = c.activity.budgetFen - (input.usage?.budgetUsedFen?.[c.activity.id] ?? 0)
  if (o.amount <= left) return o
  const parts = apportion(
    left,
    o.shares.map((s) => s.amount),
  )
  const shares: Share[] = o.shares
    .map((s, i) => ({ index: s.index, amount: parts[i]! }))
    .filter((s) => s.amount > 0)
  return { ...o, amount: left, shares, capped: true }
}

/**
 * The chosen coupons (by id, then by entered code) in order, each on the amounts the previous left. A coupon
 * that has a code applies only with its code entered, chosen by id or not.
 */
function applyCoupons(run: Run, input: EngineInput, at: number) {
  const coupons = input.coupons ?? []
  const chosen = [
    ...(input.couponIds ?? []),
    ...coupons.filter((c) => c.code && input.codes?.includes(c.code)).map((c) => c.id),
  ]
  for (const id of new Set(chosen)) {
    const coupon = coupons.find((c) => c.id === id)
    if (!coupon) {
      run.couponRejected.set(id, reason('couponNotFound', { couponId: id }))
      continue
    }
    const o = evaluateCoupon(coupon, input, at, run.state.net, run.beforeCoupons)
    if (!o.ok) {
      run.couponRejected.set(id, o.reason)
      continue
    }
    for (const s of o.shares) {
      run.state.net[s.index]! -= s.amount
      const taken = (run.state.allocations[s.index] ??= [])
      taken.push({ source: 'coupon', id, amountFen: s.amount })
    }
    run.layerFen.coupon += o.amount
    run.coupons.push({
      couponId: id,
      name: coupon.name,
      amountFen: o.amount,
      lineIds: o.shares.map((s) => input.lines[s.index]!.lineId),
    })
  }
}
