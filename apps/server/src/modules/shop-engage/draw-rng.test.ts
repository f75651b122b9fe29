import fc from 'fast-check'
import { DRAW_PPM } from '@store/contract'
import { prizeAt, rollOf } from './draw-rng'

/** A pool of 1 to 8 prizes whose parts per million sum to exactly 1,000,000 (some may be 0). */
const pool = fc.array(fc.integer({ min: 0, max: DRAW_PPM }), { minLength: 0, maxLength: 7 }).map((cuts) => {
  const edges = [0, ...cuts.sort((a, b) => a - b), DRAW_PPM]
  return edges.slice(1).map((edge, i) => ({ id: i, probabilityPpm: edge - edges[i]! }))
})

describe('The lucky draw maps a seeded roll to prizes in proportion, reproducibly', () => {
  it('the same seed always gives the same roll, inside [0, 1,000,000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const roll = rollOf(seed)
        expect(Number.isInteger(roll)).toBe(true)
        expect(roll).toBeGreaterThanOrEqual(0)
        expect(roll).toBeLessThan(DRAW_PPM)
        expect(rollOf(seed)).toBe(roll)
      }),
    )
  })

  it('each prize owns exactly its parts per million of the rolls: a range as long as its chance', () => {
    fc.assert(
      fc.property(pool, (prizes) => {
        let from = 0
        for (const p of prizes) {
          if (p.probabilityPpm > 0) {
            expect(prizeAt(prizes, from)?.id).toBe(p.id)
            expect(prizeAt(prizes, from + p.probabilityPpm - 1)?.id).toBe(p.id)
          }
          from += p.probabilityPpm
        }
        expect(from).toBe(DRAW_PPM)
      }),
    )
  })

  it('any roll lands on a prize with a chance, never on one with none', () => {
    fc.assert(
      fc.property(pool, fc.integer({ min: 0, max: DRAW_PPM - 1 }), (prizes, roll) => {
        const prize = prizeAt(prizes, roll)
        expect(prize).not.toBeNull()
        expect(prize!.probabilityPpm).toBeGreaterThan(0)
      }),
    )
  })

  it('rolls of many seeds fall on each prize in proportion to its chance (within 1 point of percentage)', () => {
    const prizes = [
      { id: 'a', probabilityPpm: 100_000 },
      { id: 'b', probabilityPpm: 250_000 },
      { id: 'none', probabilityPpm: 650_000 },
    ]
    const n = 100_000
    const seen = new Map<string, number>()
    for (let seed = 0; seed < n; seed++) {
      const id = prizeAt(prizes, rollOf(seed * 7919 + 13))!.id
      seen.set(id, (seen.get(id) ?? 0) + 1)
    }
    for (const p of prizes)
      expect(Math.abs(seen.get(p.id)! / n - p.probabilityPpm / DRAW_PPM)).toBeLessThan(0.01)
  })
})
