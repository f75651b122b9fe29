import fc from 'fast-check'
import { SERVICE_LEVELS } from '@store/contract'
import { feeOf, matchArea, promisedDate, quoteRate, type AreaRule, type LevelRule } from './rate'

/** Issue 30 item 4, logistics services: the rate calculator's rules, for any area and any order. */

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const level: fc.Arbitrary<LevelRule> = fc.record({
  level: fc.constantFrom(...SERVICE_LEVELS),
  surcharge: fc.integer({ min: 0, max: 100_000 }),
  cutoff: hhmm,
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
})
const area: fc.Arbitrary<AreaRule> = fc.record({
  id: fc.constant('1'),
  code: fc.constant('A'),
  name: fc.constant('A'),
  prefixes: fc.constant(['']),
  baseFee: fc.integer({ min: 0, max: 100_000 }),
  perKgFee: fc.integer({ min: 0, max: 10_000 }),
  freeThreshold: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  levels: fc.uniqueArray(level, { selector: (l) => l.level, maxLength: 3 }),
})
const amount = fc.integer({ min: 0, max: 2_000_000 })
const weight = fc.integer({ min: 0, max: 1_000_000 })
const moment = fc
  .tuple(
    fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    fc.integer({ min: 0, max: 1439 }),
  )
  .map(([d, minutes]) => ({ date: d.toISOString().slice(0, 10), minutes }))
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

describe('delivery fee of an area', () => {
  it('is never negative and is whole fen', () => {
    fc.assert(
      fc.property(area, level, amount, weight, (a, l, m, w) => {
        const fee = feeOf(a, l, m, w)
        expect(Number.isSafeInteger(fee)).toBe(true)
        expect(fee).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 500 },
    )
  })

  it('is free when the order amount reaches the area’s free-delivery threshold, whatever the level or weight', () => {
    fc.assert(
      fc.property(area, level, weight, fc.integer({ min: 0, max: 1_000_000 }), (a, l, w, extra) => {
        fc.pre(a.freeThreshold !== null)
        expect(feeOf(a, l, a.freeThreshold! + extra, w)).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('below the threshold is base fee + per-kg fee for each started kilogram + the level’s surcharge', () => {
    const a: AreaRule = { ...baseArea(), baseFee: 800, perKgFee: 200, freeThreshold: 9900 }
    const l: LevelRule = { level: 'next_day', surcharge: 500, cutoff: '20:00', weekdays: [1] }
    expect(feeOf(a, l, 9899, 1001)).toBe(800 + 2 * 200 + 500)
    expect(feeOf(a, l, 9900, 1001)).toBe(0)
  })
})

describe('promised date of a service level', () => {
  it('is never before the order date', () => {
    fc.assert(
      fc.property(level, moment, (l, at) => {
        const date = promisedDate(l, at)
        if (date !== null) expect(date >= at.date).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('same-day is offered only before the cut-off on a served weekday, and then it is the order date', () => {
    fc.assert(
      fc.property(level, moment, (l, at) => {
        const date = promisedDate({ ...l, level: 'same_day' }, at)
        const inTime = at.minutes < minutesOf(l.cutoff) && l.weekdays.includes(weekdayOf(at.date))
        expect(date).toBe(inTime ? at.date : null)
      }),
      { numRuns: 1000 },
    )
  })

  it('falls on a served weekday', () => {
    fc.assert(
      fc.property(level, moment, (l, at) => {
        const date = promisedDate(l, at)
        if (date !== null) expect(l.weekdays).toContain(weekdayOf(date))
      }),
      { numRuns: 1000 },
    )
  })

  it('next-day rolls over days not served: Friday before the cut-off, served Monday to Friday → Monday', () => {
    const l: LevelRule = { level: 'next_day', surcharge: 0, cutoff: '20:00', weekdays: [1, 2, 3, 4, 5] }
    // 2026-11-27 is a Friday
    expect(promisedDate(l, { date: '2026-11-27', minutes: 10 * 60 })).toBe('2026-11-30')
    // after the cut-off the parcel leaves Monday and arrives Tuesday
    expect(promisedDate(l, { date: '2026-11-27', minutes: 20 * 60 })).toBe('2026-12-01')
    expect(promisedDate(l, { date: '2026-11-25', minutes: 9 * 60 })).toBe('2026-11-26')
  })
})

function baseArea(): AreaRule {
  return {
    id: '1',
    code: 'A',
    name: 'A',
    prefixes: ['200'],
    baseFee: 0,
    perKgFee: 0,
    freeThreshold: null,
    levels: [],
  }
}

describe('area matching', () => {
  const core = { ...baseArea(), id: '1', code: 'CORE', prefixes: ['2000'] }
  const city = { ...baseArea(), id: '2', code: 'CITY', prefixes: ['200', '310115'] }

  it('the longest matching prefix wins; no prefix matching refuses with the no-area message', () => {
    expect(matchArea([city, core], '200040')?.area.code).toBe('CORE')
    expect(matchArea([city, core], '200433')?.area.code).toBe('CITY')
    expect(matchArea([city, core], '310115')?.matchedPrefix).toBe('310115')
    const at = { date: '2026-11-25', minutes: 600 }
    expect(quoteRate([city, core], { destination: '100000', amount: 0, weight: 0, at })).toEqual({
      refused: 'wlfwNoArea',
      params: { destination: '100000' },
    })
  })

  it('a wanted level the area cannot give now is refused with the level-unavailable message', () => {
    const area = {
      ...core,
      levels: [{ level: 'same_day' as const, surcharge: 0, cutoff: '14:00', weekdays: [3] }],
    }
    const late = { date: '2026-11-25', minutes: 15 * 60 }
    expect(
      quoteRate([area], { destination: '200040', amount: 0, weight: 0, level: 'same_day', at: late }),
    ).toEqual({
      refused: 'wlfwLevelUnavailable',
      params: { level: 'same_day' },
    })
    expect(quoteRate([area], { destination: '200040', amount: 0, weight: 0, at: late })).toMatchObject({
      services: [],
    })
  })
})
