import { apportion, mulDivFloor, percentOf } from './money'
import { reason } from './reasons'
import type { CartLine, Form, Reason, Tier } from './types'

/** A line's part in a group: all of it, or (sets) the units the sets use, at its current net amount. */
export interface GroupLine {
  index: number
  qty: number
  net: number
}

export interface Group {
  lines: GroupLine[]
  /** type 1: how many complete sets the group holds */
  sets?: number
}

/** What the next benefit needs: more money, more units, or more of one goods for a set. */
export interface Hint {
  kind: 'amount' | 'quantity' | 'set'
  missing: number
  goodsId?: string
}

export interface Share {
  index: number
  amount: number
}

export type Outcome =
  | {
      ok: true
      amount: number
      shares: Share[]
      gifts?: { goodsId: string; quantity: number }[]
      points?: number
      issued?: { templateId: string; count: number }[]
      next?: Hint
      /** the budget left was less than the discount */
      capped?: boolean
    }
  | { ok: false; reason: Reason; next?: Hint }

/** What a form sees besides its group. */
export interface FormContext {
  lines: readonly CartLine[]
  net: readonly number[]
  pointsPerYuan: number
  hasMember: boolean
  shippingLeftFen: number
}

const sumNet = (g: Group) => g.lines.reduce((s, l) => s + l.net, 0)
const sumQty = (g: Group) => g.lines.reduce((s, l) => s + l.qty, 0)

const amountShort = (thresholdFen: number, amount: number): Outcome => ({
  ok: false,
  reason: reason('thresholdNotReached', { missingFen: thresholdFen - amount, thresholdFen }),
  next: { kind: 'amount', missing: thresholdFen - amount },
})

const quantityShort = (threshold: number, qty: number): Outcome => ({
  ok: false,
  reason: reason('quantityNotReached', { missing: threshold - qty, threshold }),
  next: { kind: 'quantity', missing: threshold - qty },
})

/** A group-level discount spread over the group's lines by their net amounts (largest remainder). */
function spread(g: Group, discount: number, next?: Hint): Outcome {
  const amount = Math.min(discount, sumNet(g))
  const parts = apportion(
    amount,
    g.lines.map((l) => l.net),
  )
  return done(
    g.lines.map((l, i) => ({ index: l.index, amount: parts[i]! })),
    next,
  )
}

function done(shares: Share[], next?: Hint): Outcome {
  const kept = shares.filter((s) => s.amount > 0)
  const amount = kept.reduce((s, x) => s + x.amount, 0)
  if (amount === 0) return { ok: false, reason: reason('noDiscount') }
  return next ? { ok: true, amount, shares: kept, next } : { ok: true, amount, shares: kept }
}

/** Each line's own discount (independent of the other lines). */
const perLine = (g: Group, f: (l: GroupLine) => number): Outcome =>
  done(g.lines.map((l) => ({ index: l.index, amount: Math.max(0, Math.min(l.net, f(l))) })))

const payLess = (amount: number, percent: number) => amount - percentOf(amount, percent)

function tiered(g: Group, form: Extract<Form, { kind: 'tiered' }>): Outcome {
  const amount = sumNet(g)
  const value = form.basis === 'amount' ? amount : sumQty(g)
  const tiers = [...form.tiers].sort((a, b) => a.threshold - b.threshold)
  const short = (threshold: number) =>
    form.basis === 'amount' ? amountShort(threshold, value) : quantityShort(threshold, value)
  const hint = (missing: number): Hint => ({ kind: form.basis, missing })
  const benefit = (t: Tier, times = 1) =>
    t.offFen !== undefined ? t.offFen * times : payLess(amount, t.percent ?? 100)
  if (form.mode === 'everyN') {
    const tier = tiers[0]
    if (!tier || tier.threshold <= 0) return { ok: false, reason: reason('noDiscount') }
    const times = Math.floor(value / tier.threshold)
    if (times === 0) return short(tier.threshold)
    return spread(g, benefit(tier, times), hint(tier.threshold * (times + 1) - value))
  }
  const reached = tiers.filter((t) => t.threshold <= value)
  const top = reached[reached.length - 1]
  if (!top) return short(tiers[0]?.threshold ?? 0)
  const above = tiers[reached.length]
  return spread(g, benefit(top), above ? hint(above.threshold - value) : undefined)
}

function buyNGetM(g: Group, buy: number, get: number): Outcome {
  const qty = sumQty(g)
  const size = buy + get
  const sets = Math.floor(qty / size)
  if (sets === 0 || get <= 0) return quantityShort(size, qty)
  // the cheapest units go free: lines by unit net ascending, ties by line order
  const order = [...g.lines].sort((a, b) => a.net * b.qty - b.net * a.qty || a.index - b.index)
  let free = sets * get
  const shares: Share[] = []
  for (const l of order) {
    if (free === 0) break
    const n = Math.min(free, l.qty)
    free -= n
    shares.push({ index: l.index, amount: n === l.qty ? l.net : mulDivFloor(l.net, n, l.qty) })
  }
  return done(shares, { kind: 'quantity', missing: size - (qty % size) })
}

function addOn(g: Group, form: Extract<Form, { kind: 'addOn' }>, ctx: FormContext): Outcome {
  const base = g.lines.filter((l) => ctx.lines[l.index]!.goodsId !== form.goodsId)
  const amount = base.reduce((s, l) => s + l.net, 0)
  if (amount < form.thresholdFen) return amountShort(form.thresholdFen, amount)
  const index = ctx.lines.findIndex((l) => l.goodsId === form.goodsId)
  if (index < 0) return { ok: false, reason: reason('addOnNotInCart', { goodsId: form.goodsId }) }
  const line = ctx.lines[index]!
  const net = ctx.net[index]!
  const n = Math.min(line.quantity, form.maxQuantity ?? 1)
  const unitsNet = n === line.quantity ? net : mulDivFloor(net, n, line.quantity)
  return done([{ index, amount: Math.max(0, unitsNet - form.priceFen * n) }])
}

/** The discount (or reward) one form gives on one group. */
export function applyForm(form: Form, g: Group, ctx: FormContext): Outcome {
  const amount = sumNet(g)
  switch (form.kind) {
    case 'fixedPrice':
      if (g.sets !== undefined) return spread(g, Math.max(0, amount - form.priceFen * g.sets))
      return perLine(g, (l) => l.net - form.priceFen * l.qty)
    case 'discountRate':
      if (form.minAmountFen !== undefined && amount < form.minAmountFen)
        return amountShort(form.minAmountFen, amount)
      if (form.minQuantity !== undefined && sumQty(g) < form.minQuantity)
        return quantityShort(form.minQuantity, sumQty(g))
      return perLine(g, (l) => payLess(l.net, form.percent))
    case 'amountOff': {
      if (amount < form.thresholdFen || form.thresholdFen < 0) return amountShort(form.thresholdFen, amount)
      const times = form.repeat && form.thresholdFen > 0 ? Math.floor(amount / form.thresholdFen) : 1
      const off = Math.min(form.offFen * times, form.maxOffFen ?? Infinity)
      const capped = form.maxOffFen !== undefined && form.offFen * (times + 1) > form.maxOffFen
      const next: Hint | undefined =
        form.repeat && !capped
          ? { kind: 'amount', missing: form.thresholdFen * (times + 1) - amount }
          : undefined
      return spread(g, off, next)
    }
    case 'tiered':
      return tiered(g, form)
    case 'buyNGetM':
      return buyNGetM(g, form.buy, form.get)
    case 'addOn':
      return addOn(g, form, ctx)
    case 'secondItem':
      if (!g.lines.some((l) => l.qty >= 2)) return quantityShort(2, Math.max(...g.lines.map((l) => l.qty)))
      return perLine(g, (l) => {
        const pairs = Math.floor(l.qty / 2)
        return payLess(mulDivFloor(l.net, pairs, l.qty), form.percent)
      })
    case 'gift':
      if (amount < form.thresholdFen) return amountShort(form.thresholdFen, amount)
      return { ok: true, amount: 0, shares: [], gifts: form.gifts }
    case 'couponIssue':
      if (amount < form.thresholdFen) return amountShort(form.thresholdFen, amount)
      return { ok: true, amount: 0, shares: [], issued: [{ templateId: form.templateId, count: form.count }] }
    case 'pointsMultiplier': {
      if (!ctx.hasMember) return { ok: false, reason: reason('memberRequired') }
      if (form.minAmountFen !== undefined && amount < form.minAmountFen)
        return amountShort(form.minAmountFen, amount)
      const points = Math.floor(amount / 100) * ctx.pointsPerYuan * (form.multiplier - 1)
      if (points <= 0) return { ok: false, reason: reason('noDiscount') }
      return { ok: true, amount: 0, shares: [], points }
    }
    case 'freeShipping': {
      if (amount < form.thresholdFen) return amountShort(form.thresholdFen, amount)
      const off = Math.min(ctx.shippingLeftFen, form.offFen ?? ctx.shippingLeftFen)
      if (off <= 0) return { ok: false, reason: reason('noDiscount') }
      return { ok: true, amount: off, shares: [] }
    }
  }
}
