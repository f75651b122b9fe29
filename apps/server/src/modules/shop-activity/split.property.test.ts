import fc from 'fast-check'
import { planCuts } from './split'

/** Issue 26 acceptance: a bargain's helper amounts always sum to the reduction and never take the price below the floor. */
describe('Bargain cuts', () => {
  const bargain = fc
    .record({
      floorFen: fc.integer({ min: 0, max: 1_000_000 }),
      helpers: fc.integer({ min: 1, max: 100 }),
      extra: fc.integer({ min: 0, max: 1_000_000 }),
      seed: fc.integer(),
    })
    .map(({ floorFen, helpers, extra, seed }) => ({
      floorFen,
      helpers,
      originalFen: floorFen + helpers + extra,
      seed,
    }))

  it('for any original price, floor and helper count the cuts sum exactly to the reduction, each at least 1 fen', () => {
    fc.assert(
      fc.property(bargain, ({ originalFen, floorFen, helpers, seed }) => {
        const random = seededRandom(seed)
        const cuts = planCuts(originalFen - floorFen, helpers, random)
        expect(cuts).toHaveLength(helpers)
        expect(cuts.every((c) => Number.isInteger(c) && c >= 1)).toBe(true)
        expect(cuts.reduce((s, c) => s + c, 0)).toBe(originalFen - floorFen)
      }),
      { numRuns: 500 },
    )
  })

  it('helped one cut after another, the price never goes below the floor and ends exactly on it', () => {
    fc.assert(
      fc.property(bargain, ({ originalFen, floorFen, helpers, seed }) => {
        let price = originalFen
        for (const cut of planCuts(originalFen - floorFen, helpers, seededRandom(seed))) {
          price -= cut
          expect(price).toBeGreaterThanOrEqual(floorFen)
        }
        expect(price).toBe(floorFen)
      }),
      { numRuns: 500 },
    )
  })

  it('the split is random: the same bargain is cut differently by different draws', () => {
    const plans = new Set(Array.from({ length: 20 }, () => planCuts(10_000, 5).join(',')))
    expect(plans.size).toBeGreaterThan(1)
  })
})

/** A small deterministic generator (mulberry32) so a failing case replays. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
