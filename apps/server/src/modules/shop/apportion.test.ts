import fc from 'fast-check'
import { apportion } from './apportion'
import { memberDiscounts } from './member-price'

/** Issue 26: the paying-membership discount is shared across an order's lines to the fen. */
describe('apportioning an order discount across its lines', () => {
  it('the shares go by largest remainder: 533 of 3333 and 2000 is 333 and 200', () => {
    expect(apportion([3333, 2000], 533)).toEqual([333, 200])
    expect(apportion([1, 1, 1], 2)).toEqual([1, 1, 0])
    expect(apportion([0, 0], 0)).toEqual([0, 0])
    expect(apportion([2_000_000_000, 1], 1_800_000_000)).toEqual([1_799_999_999, 1])
  })

  it('a 10% membership takes 10% of the order rounded down to the fen, shared across the lines', () => {
    expect(memberDiscounts([3000, 2001], 10)).toEqual([300, 200])
    expect(memberDiscounts([5000], 0)).toEqual([0])
  })

  it('property: the line shares always sum to the order discount and no line goes negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, percent) => {
          const total = lines.reduce((s, a) => s + a, 0)
          const shares = memberDiscounts(lines, percent)
          expect(shares.reduce((s, a) => s + a, 0)).toBe(Math.floor((total * percent) / 100))
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0)
            expect(lines[i]! - share).toBeGreaterThanOrEqual(0)
          })
        },
      ),
      { numRuns: 500 },
    )
  })
})
