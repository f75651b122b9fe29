import fc from 'fast-check'
import { activitiesArb, activityArb, formArb, inputArb, lineArb, linesArb } from './arbitraries'
import { evaluate } from './evaluate'
import { apportion } from './money'
import { NOW } from './test-kit'
import type { Form } from './types'

const undiscounted = (input: { lines: { quantity: number; unitPriceFen: number }[]; shippingFen?: number }) =>
  input.lines.reduce((s, l) => s + l.quantity * l.unitPriceFen, 0) + (input.shippingFen ?? 0)

describe('promotion engine invariants (issue 24 acceptance, fast-check)', () => {
  it('the payable total is never negative and never above the undiscounted total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = evaluate(input)
        expect(r.totals.payableFen).toBeGreaterThanOrEqual(0)
        expect(r.totals.payableFen).toBeLessThanOrEqual(undiscounted(input))
      }),
      { numRuns: 500 },
    )
  })

  it('no line goes below zero or above its original amount, the lines add up to the totals, shipping is waived at most once', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = evaluate(input)
        for (const l of r.lines) {
          expect(l.payableFen).toBeGreaterThanOrEqual(0)
          expect(l.payableFen).toBeLessThanOrEqual(l.originalFen)
          expect(l.allocations.reduce((s, a) => s + a.amountFen, 0)).toBe(l.discountFen)
        }
        const t = r.totals
        expect(t.goodsPayableFen).toBe(r.lines.reduce((s, l) => s + l.payableFen, 0))
        expect(t.originalFen - t.goodsPayableFen).toBe(
          t.itemDiscountFen + t.orderDiscountFen + t.couponDiscountFen,
        )
        expect(t.shippingDiscountFen).toBeGreaterThanOrEqual(0)
        expect(t.shippingDiscountFen).toBeLessThanOrEqual(t.shippingFen)
        expect(t.payableFen).toBe(t.goodsPayableFen + t.shippingFen - t.shippingDiscountFen)
      }),
      { numRuns: 500 },
    )
  })

  it('each applied activity and coupon is apportioned to the lines exactly (largest remainder)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = evaluate(input)
        const onLines = new Map<string, number>()
        for (const l of r.lines)
          for (const a of l.allocations) onLines.set(a.id, (onLines.get(a.id) ?? 0) + a.amountFen)
        for (const a of r.applied.filter((x) => x.layer !== 'shipping'))
          expect(onLines.get(a.activityId) ?? 0).toBe(a.amountFen)
        for (const c of r.coupons.applied) expect(onLines.get(c.couponId)).toBe(c.amountFen)
      }),
      { numRuns: 500 },
    )
  })

  it('apportion: whole shares that sum to the total, none above its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((s, w) => s + w, 0)
          const total = Math.floor(sum * f)
          const shares = apportion(total, weights)
          expect(shares.reduce((s, x) => s + x, 0)).toBe(sum === 0 ? 0 : total)
          shares.forEach((x, i) => {
            expect(Number.isInteger(x)).toBe(true)
            expect(x).toBeGreaterThanOrEqual(0)
            expect(x).toBeLessThanOrEqual(weights[i]!)
          })
        },
      ),
    )
  })

  it('adding an item never raises the payable of the other lines under a non-tiered activity', () => {
    const nonTiered: fc.Arbitrary<Form> = fc.oneof(
      fc.record({ kind: fc.constant('fixedPrice' as const), priceFen: fc.integer({ min: 0, max: 20_000 }) }),
      fc.record({ kind: fc.constant('discountRate' as const), percent: fc.integer({ min: 1, max: 99 }) }),
      fc.record({ kind: fc.constant('secondItem' as const), percent: fc.integer({ min: 1, max: 99 }) }),
    )
    const single = activityArb('P1', nonTiered)
      .filter((a) => a.promType !== 1)
      .map((a) => ({ ...a, exclusivity: 'stack' as const, budgetFen: undefined }))
    fc.assert(
      fc.property(linesArb(1, 6), lineArb('NEW'), single, (lines, extra, a) => {
        const before = evaluate({ time: NOW, lines, activities: [a] })
        const after = evaluate({ time: NOW, lines: [...lines, extra], activities: [a] })
        before.lines.forEach((l, i) => expect(after.lines[i]!.payableFen).toBeLessThanOrEqual(l.payableFen))
      }),
      { numRuns: 500 },
    )
  })

  it('is deterministic: the same cart priced twice, or with its activities in another order, gives the same result', () => {
    fc.assert(
      fc.property(inputArb, fc.func(fc.integer()), (input, key) => {
        const shuffled = { ...input, activities: [...input.activities].sort((x, y) => key(x.id) - key(y.id)) }
        const a = evaluate(input)
        const b = evaluate(input)
        const c = evaluate(shuffled)
        expect(b).toEqual(a)
        expect(c.lines).toEqual(a.lines)
        expect(c.totals).toEqual(a.totals)
        expect(c.applied).toEqual(a.applied)
        const byId = (r: typeof a) => Object.fromEntries(r.rejected.map((x) => [x.activityId, x.reason]))
        expect(byId(c)).toEqual(byId(a))
      }),
      { numRuns: 300 },
    )
  })

  it('does not change its input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = structuredClone(input)
        evaluate(input)
        expect(input).toEqual(copy)
      }),
      { numRuns: 100 },
    )
  })

  it('every activity is either applied or rejected with a reason', () => {
    fc.assert(
      fc.property(linesArb(), activitiesArb(8, formArb), (lines, activities) => {
        const r = evaluate({ time: NOW, lines, activities })
        const seen = [...r.applied.map((a) => a.activityId), ...r.rejected.map((x) => x.activityId)].sort()
        expect(seen).toEqual(activities.map((a) => a.id).sort())
      }),
      { numRuns: 300 },
    )
  })
})
