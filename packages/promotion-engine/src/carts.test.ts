import { evaluate } from './evaluate'
import { activity as act, cart, line } from './test-kit'
import type { EngineInput, EngineResult, Reason } from './types'

/**
 * Issue 24 acceptance: hand-computed carts. Each lists every line's payable fen, exactly the activities
 * applied with the amount each gave, and exactly the activities rejected with their reason (code, and the
 * params that matter). Amounts in fen; apportionment by largest remainder is worked out in the comments.
 */
interface Case {
  name: string
  input: EngineInput
  payable: Record<string, number>
  applied: Record<string, number>
  rejected?: Record<string, string | Reason>
  check?: (r: EngineResult) => void
}

const A = (qty: number, price: number, extra = {}) => line('L1', 'A', qty, price, extra)
const B = (qty: number, price: number, extra = {}) => line('L2', 'B', qty, price, extra)
const C = (qty: number, price: number, extra = {}) => line('L3', 'C', qty, price, extra)
const off = (thresholdFen: number, offFen: number, more = {}) => ({
  kind: 'amountOff' as const,
  thresholdFen,
  offFen,
  ...more,
})
const rate = (percent: number, more = {}) => ({ kind: 'discountRate' as const, percent, ...more })

const orderAndCoupon = cart([A(1, 6000)], [act('order', 4, off(5000, 500))], {
  coupons: [{ id: 'c1', templateId: 'T', name: '2 off', status: 'unused', kind: 'amountOff', offFen: 200 }],
  couponIds: ['c1'],
})

const cases: Case[] = [
  // ---- type 2, single item
  {
    name: 'type 2 fixed price: 3 × 30.00 at 19.90 each, other goods untouched',
    input: cart(
      [A(3, 3000), B(1, 5000)],
      [act('fix', 2, { kind: 'fixedPrice', priceFen: 1990 }, { scope: { goods: ['A'] } })],
    ),
    payable: { L1: 5970, L2: 5000 },
    applied: { fix: 3030 },
  },
  {
    name: 'type 2 discount rate 88%: 2 × 19.99 = 39.98 → 35.18 (35.1824 rounded)',
    input: cart([A(2, 1999)], [act('r88', 2, rate(88), { scope: { goods: ['A'] } })]),
    payable: { L1: 3518 },
    applied: { r88: 480 },
  },
  {
    name: 'type 2 discount rate from 3 units: 2 units are one short',
    input: cart([A(2, 1000)], [act('r3', 2, rate(90, { minQuantity: 3 }), { scope: { goods: ['A'] } })]),
    payable: { L1: 2000 },
    applied: {},
    rejected: { r3: { code: 'quantityNotReached', params: { missing: 1, threshold: 3 } } },
  },
  {
    name: 'type 2 fixed price above the price gives nothing (no line is raised)',
    input: cart(
      [A(1, 1000)],
      [act('fix', 2, { kind: 'fixedPrice', priceFen: 1500 }, { scope: { goods: ['A'] } })],
    ),
    payable: { L1: 1000 },
    applied: {},
    rejected: { fix: 'noDiscount' },
  },
  {
    name: 'type 2 every 2 units 5.00 off: 5 units → twice; one more unit for the third',
    input: cart(
      [A(5, 1000)],
      [
        act(
          'ev2',
          2,
          { kind: 'tiered', mode: 'everyN', basis: 'quantity', tiers: [{ threshold: 2, offFen: 500 }] },
          { scope: { goods: ['A'] } },
        ),
      ],
    ),
    payable: { L1: 4000 },
    applied: { ev2: 1000 },
    check: (r) => expect(r.suggestion).toMatchObject({ code: 'suggestAddQuantity', params: { missing: 1 } }),
  },
  {
    name: 'type 2 second item at 50%: 3 units → one pair, the second unit pays 5.00',
    input: cart(
      [A(3, 1000)],
      [act('half', 2, { kind: 'secondItem', percent: 50 }, { scope: { goods: ['A'] } })],
    ),
    payable: { L1: 2500 },
    applied: { half: 500 },
  },
  {
    name: 'type 2 applies per goods: A reaches 20.00, B (10.00) does not',
    input: cart([A(2, 1000), B(1, 1000)], [act('each', 2, off(2000, 300), { scope: { goods: ['A', 'B'] } })]),
    payable: { L1: 1700, L2: 1000 },
    applied: { each: 300 },
  },
  // ---- type 3, series
  {
    name: 'type 3 class series, threshold exactly reached: 100.00 − 15.00 spread 60:40',
    input: cart(
      [A(1, 6000, { classId: 'C1' }), B(1, 4000, { classId: 'C1' }), C(1, 3000, { classId: 'C2' })],
      [act('c1', 3, off(10000, 1500), { scope: { classes: ['C1'] } })],
    ),
    payable: { L1: 5100, L2: 3400, L3: 3000 },
    applied: { c1: 1500 },
  },
  {
    name: 'type 3 class series one fen below the threshold',
    input: cart(
      [A(1, 6000, { classId: 'C1' }), B(1, 3999, { classId: 'C1' }), C(1, 3000, { classId: 'C2' })],
      [act('c1', 3, off(10000, 1500), { scope: { classes: ['C1'] } })],
    ),
    payable: { L1: 6000, L2: 3999, L3: 3000 },
    applied: {},
    rejected: { c1: { code: 'thresholdNotReached', params: { missingFen: 1, thresholdFen: 10000 } } },
    check: (r) => expect(r.suggestion).toMatchObject({ code: 'suggestAddAmount', params: { missingFen: 1 } }),
  },
  {
    name: 'type 3 brand series with an excluded goods: only the rest is discounted',
    input: cart(
      [A(1, 10000, { brandId: 'BR1' }), line('L2', 'X', 1, 5000, { brandId: 'BR1' })],
      [act('br', 3, rate(90), { scope: { brands: ['BR1'], excludeGoods: ['X'] } })],
    ),
    payable: { L1: 9000, L2: 5000 },
    applied: { br: 1000 },
  },
  {
    name: 'type 3 brand series whose only goods is excluded',
    input: cart(
      [line('L1', 'X', 1, 5000, { brandId: 'BR1' })],
      [act('br', 3, rate(90), { scope: { brands: ['BR1'], excludeGoods: ['X'] } })],
    ),
    payable: { L1: 5000 },
    applied: {},
    rejected: { br: { code: 'linesExcluded', params: { id: 'X' } } },
  },
  {
    name: 'type 3 ladder by quantity: 3 units reach 90% (not only 95%), 40.00 → 36.00',
    input: cart(
      [A(2, 1000, { classId: 'C1' }), B(1, 2000, { classId: 'C1' })],
      [
        act(
          'lad',
          3,
          {
            kind: 'tiered',
            mode: 'ladder',
            basis: 'quantity',
            tiers: [
              { threshold: 2, percent: 95 },
              { threshold: 3, percent: 90 },
            ],
          },
          { scope: { classes: ['C1'] } },
        ),
      ],
    ),
    payable: { L1: 1800, L2: 1800 },
    applied: { lad: 400 },
  },
  {
    name: 'type 3 buy 2 get 1: of 4 units the cheapest (6.00) is free',
    input: cart(
      [A(2, 1000, { classId: 'C1' }), B(1, 600, { classId: 'C1' }), C(1, 800, { classId: 'C1' })],
      [act('b2g1', 3, { kind: 'buyNGetM', buy: 2, get: 1 }, { scope: { classes: ['C1'] } })],
    ),
    payable: { L1: 2000, L2: 0, L3: 800 },
    applied: { b2g1: 600 },
  },
  {
    name: 'type 3 buy 2 get 1 with only 2 units',
    input: cart(
      [A(2, 1000, { classId: 'C1' })],
      [act('b2g1', 3, { kind: 'buyNGetM', buy: 2, get: 1 }, { scope: { classes: ['C1'] } })],
    ),
    payable: { L1: 2000 },
    applied: {},
    rejected: { b2g1: { code: 'quantityNotReached', params: { missing: 1, threshold: 3 } } },
  },
  // ---- type 1, set
  {
    name: 'type 1 set A + B for 99.00: one set of A (of 2) and B, 11.00 off spread 60:50',
    input: cart(
      [A(2, 6000), B(1, 5000)],
      [
        act(
          'set',
          1,
          { kind: 'fixedPrice', priceFen: 9900 },
          {
            set: [
              { goodsId: 'A', quantity: 1 },
              { goodsId: 'B', quantity: 1 },
            ],
          },
        ),
      ],
    ),
    payable: { L1: 11400, L2: 4500 },
    applied: { set: 1100 },
  },
  {
    name: 'type 1 set without its B',
    input: cart(
      [A(1, 6000)],
      [
        act(
          'set',
          1,
          { kind: 'fixedPrice', priceFen: 9900 },
          {
            set: [
              { goodsId: 'A', quantity: 1 },
              { goodsId: 'B', quantity: 1 },
            ],
          },
        ),
      ],
    ),
    payable: { L1: 6000 },
    applied: {},
    rejected: { set: { code: 'setIncomplete', params: { goodsId: 'B', missing: 1 } } },
    check: (r) =>
      expect(r.suggestion).toMatchObject({
        code: 'suggestCompleteSet',
        params: { goodsId: 'B', missing: 1 },
      }),
  },
  {
    name: 'type 1 set of 2 A at 80%',
    input: cart([A(2, 2500)], [act('pair', 1, rate(80), { set: [{ goodsId: 'A', quantity: 2 }] })]),
    payable: { L1: 4000 },
    applied: { pair: 1000 },
  },
  // ---- type 4, whole order
  {
    name: 'type 4 every 100.00 10.00 off: 250.00 → 20.00 spread 150:100; 50.00 more for the next',
    input: cart([A(1, 15000), B(1, 10000)], [act('every', 4, off(10000, 1000, { repeat: true }))]),
    payable: { L1: 13800, L2: 9200 },
    applied: { every: 2000 },
    check: (r) =>
      expect(r.suggestion).toMatchObject({ code: 'suggestAddAmount', params: { missingFen: 5000 } }),
  },
  {
    name: 'type 4 every 100.00 10.00 off capped at 15.00',
    input: cart(
      [A(1, 15000), B(1, 10000)],
      [act('every', 4, off(10000, 1000, { repeat: true, maxOffFen: 1500 }))],
    ),
    payable: { L1: 14100, L2: 9400 },
    applied: { every: 1500 },
    check: (r) => expect(r.suggestion).toBeNull(),
  },
  {
    name: 'type 4 ladder exactly at the top tier 200.00 → 30.00 off spread 100:70:30',
    input: cart(
      [A(1, 10000), B(1, 7000), C(1, 3000)],
      [
        act('lad', 4, {
          kind: 'tiered',
          mode: 'ladder',
          basis: 'amount',
          tiers: [
            { threshold: 10000, offFen: 1000 },
            { threshold: 20000, offFen: 3000 },
          ],
        }),
      ],
    ),
    payable: { L1: 8500, L2: 5950, L3: 2550 },
    applied: { lad: 3000 },
    check: (r) => expect(r.suggestion).toBeNull(),
  },
  {
    // 1000 over 10000:9999 → 500 r 500 and 499 r 19499: the last fen goes to the larger remainder
    name: 'type 4 ladder one fen below the top tier: the lower tier, remainders decide the odd fen',
    input: cart(
      [A(1, 10000), B(1, 9999)],
      [
        act('lad', 4, {
          kind: 'tiered',
          mode: 'ladder',
          basis: 'amount',
          tiers: [
            { threshold: 10000, offFen: 1000 },
            { threshold: 20000, offFen: 3000 },
          ],
        }),
      ],
    ),
    payable: { L1: 9500, L2: 9499 },
    applied: { lad: 1000 },
    check: (r) => expect(r.suggestion).toMatchObject({ code: 'suggestAddAmount', params: { missingFen: 1 } }),
  },
  {
    name: 'type 4 add-on: from 50.00, G costs 1.00 (one unit of two)',
    input: cart(
      [A(1, 5000), line('L2', 'G', 2, 500)],
      [act('addon', 4, { kind: 'addOn', thresholdFen: 5000, goodsId: 'G', priceFen: 100 })],
    ),
    payable: { L1: 5000, L2: 600 },
    applied: { addon: 400 },
  },
  {
    name: 'type 4 add-on one fen short (the add-on goods does not count towards it)',
    input: cart(
      [A(1, 4999), line('L2', 'G', 1, 500)],
      [act('addon', 4, { kind: 'addOn', thresholdFen: 5000, goodsId: 'G', priceFen: 100 })],
    ),
    payable: { L1: 4999, L2: 500 },
    applied: {},
    rejected: { addon: { code: 'thresholdNotReached', params: { missingFen: 1 } } },
  },
  {
    name: 'type 4 add-on goods not in the cart',
    input: cart(
      [A(1, 6000)],
      [act('addon', 4, { kind: 'addOn', thresholdFen: 5000, goodsId: 'G', priceFen: 100 })],
    ),
    payable: { L1: 6000 },
    applied: {},
    rejected: { addon: { code: 'addOnNotInCart', params: { goodsId: 'G' } } },
  },
  {
    name: 'type 4 gift at exactly 100.00: prices unchanged, the gift listed',
    input: cart(
      [A(1, 10000)],
      [act('gift', 4, { kind: 'gift', thresholdFen: 10000, gifts: [{ goodsId: 'H', quantity: 1 }] })],
    ),
    payable: { L1: 10000 },
    applied: { gift: 0 },
    check: (r) =>
      expect(r.applied[0]).toMatchObject({ layer: 'points', gifts: [{ goodsId: 'H', quantity: 1 }] }),
  },
  {
    name: 'type 4 points ×2 for a member: 123.45 → 123 base + 123 bonus',
    input: cart([A(1, 12345)], [act('x2', 4, { kind: 'pointsMultiplier', multiplier: 2 })], {
      member: { id: 'M1' },
    }),
    payable: { L1: 12345 },
    applied: { x2: 0 },
    check: (r) => expect(r.points).toEqual({ base: 123, bonus: 123, total: 246 }),
  },
  {
    name: 'type 4 points ×2 without a member',
    input: cart([A(1, 12345)], [act('x2', 4, { kind: 'pointsMultiplier', multiplier: 2 })]),
    payable: { L1: 12345 },
    applied: {},
    rejected: { x2: 'memberRequired' },
    check: (r) => expect(r.points.total).toBe(0),
  },
  {
    name: 'type 4 coupon issue at exactly 100.00',
    input: cart(
      [A(1, 10000)],
      [act('issue', 4, { kind: 'couponIssue', thresholdFen: 10000, templateId: 'T1', count: 2 })],
    ),
    payable: { L1: 10000 },
    applied: { issue: 0 },
    check: (r) => expect(r.applied[0]!.issuedCoupons).toEqual([{ templateId: 'T1', count: 2 }]),
  },
  {
    name: 'type 4 free shipping at 50.00 on the goods net: shipping 8.00 waived',
    input: cart([A(1, 5000)], [act('ship', 4, { kind: 'freeShipping', thresholdFen: 5000 })], {
      shippingFen: 800,
    }),
    payable: { L1: 5000 },
    applied: { ship: 800 },
    check: (r) => expect(r.totals).toMatchObject({ shippingDiscountFen: 800, payableFen: 5000 }),
  },
  {
    name: 'type 4 free shipping one fen short',
    input: cart([A(1, 4999)], [act('ship', 4, { kind: 'freeShipping', thresholdFen: 5000 })], {
      shippingFen: 800,
    }),
    payable: { L1: 4999 },
    applied: {},
    rejected: { ship: { code: 'thresholdNotReached', params: { missingFen: 1 } } },
    check: (r) => expect(r.totals.payableFen).toBe(5799),
  },
  {
    name: 'type 2 free shipping on two goods that both qualify: shipping is waived once',
    input: cart(
      [A(1, 5000), B(1, 5000)],
      [act('ship2', 2, { kind: 'freeShipping', thresholdFen: 3000 }, { scope: { goods: ['A', 'B'] } })],
      { shippingFen: 800 },
    ),
    payable: { L1: 5000, L2: 5000 },
    applied: { ship2: 800 },
    check: (r) => expect(r.totals).toMatchObject({ shippingDiscountFen: 800, payableFen: 10000 }),
  },
  // ---- time, place, person, code
  {
    name: 'not in time: before the start, on a weekend-only, outside the evening hours',
    input: cart(
      [A(1, 1000)],
      [
        act('future', 4, rate(90), { time: { start: '2026-12-01T00:00:00+08:00' } }),
        act('past', 4, rate(90), { time: { end: '2026-11-27T12:00:00+08:00' } }),
        act('weekend', 4, rate(90), { time: { weekdays: [6, 7] } }),
        act('evening', 4, rate(90), { time: { hours: [{ from: '18:00', to: '22:00' }] } }),
        act('lunch', 4, rate(90), { time: { weekdays: [5], hours: [{ from: '11:30', to: '13:30' }] } }),
      ],
    ),
    payable: { L1: 900 },
    applied: { lunch: 100 },
    rejected: {
      future: 'notStarted',
      past: 'ended',
      weekend: { code: 'notThisWeekday', params: { weekdays: '6,7' } },
      evening: { code: 'notThisHour', params: { hours: '18:00-22:00' } },
    },
  },
  {
    name: 'not this shop, channel, scene, grade, tag; members only; code needed',
    input: cart(
      [A(1, 1000)],
      [
        act('shop', 4, rate(90), { scope: { shops: ['S2'] } }),
        act('channel', 4, rate(90), { scope: { channels: ['online'] } }),
        act('scene', 4, rate(90), { scene: 'wechat' }),
        act('grade', 4, rate(90), { scope: { grades: ['gold'] } }),
        act('tag', 4, rate(90), { scope: { tags: ['vip'] } }),
        act('code', 4, rate(90), { code: 'SPRING' }),
        act('ok', 4, rate(90), {
          scope: { shops: ['S1'], channels: ['pos'], grades: ['silver'], tags: ['new'] },
        }),
      ],
      { shopId: 'S1', channel: 'pos', scene: 'store', member: { id: 'M1', grade: 'silver', tags: ['new'] } },
    ),
    payable: { L1: 900 },
    applied: { ok: 100 },
    rejected: {
      shop: { code: 'wrongShop', params: { shopId: 'S1' } },
      channel: { code: 'wrongChannel', params: { channel: 'pos' } },
      scene: { code: 'wrongScene', params: { scene: 'store' } },
      grade: { code: 'wrongGrade', params: { grade: 'silver' } },
      tag: 'missingTag',
      code: 'codeRequired',
    },
  },
  {
    name: 'grade scope without a member; an entered code opens its activity',
    input: cart(
      [A(1, 1000)],
      [
        act('grade', 4, rate(90), { scope: { grades: ['gold'] } }),
        act('code', 4, rate(80), { code: 'SPRING' }),
      ],
      { codes: ['SPRING'] },
    ),
    payable: { L1: 800 },
    applied: { code: 200 },
    rejected: { grade: 'memberRequired' },
  },
  // ---- limits and budget
  {
    name: 'budget exhausted; budget nearly spent caps the discount at what is left (3.00 of 5.00)',
    input: cart(
      [A(1, 3000), B(1, 2000)],
      [act('spent', 4, off(0, 500), { budgetFen: 1000 }), act('left', 4, off(0, 500), { budgetFen: 1000 })],
      { usage: { budgetUsedFen: { spent: 1000, left: 700 } } },
    ),
    payable: { L1: 2820, L2: 1880 },
    applied: { left: 300 },
    rejected: { spent: { code: 'budgetExhausted', params: { budgetFen: 1000, usedFen: 1000 } } },
    check: (r) => expect(r.applied[0]!.capped).toBe(true),
  },
  {
    name: 'per-member limit reached, total limit reached, one use left applies',
    input: cart(
      [A(1, 1000)],
      [
        act('once', 4, rate(90), { limits: { perMember: 1 } }),
        act('full', 4, rate(90), { limits: { total: 100 } }),
        act('twice', 4, rate(90), { limits: { perMember: 2, total: 100 } }),
      ],
      {
        member: { id: 'M1' },
        usage: { memberUses: { once: 1, twice: 1 }, totalUses: { full: 100, twice: 50 } },
      },
    ),
    payable: { L1: 900 },
    applied: { twice: 100 },
    rejected: {
      once: { code: 'perMemberLimitReached', params: { limit: 1, used: 1 } },
      full: { code: 'totalLimitReached', params: { limit: 100, used: 100 } },
    },
  },
  // ---- layers, stacking, exclusivity, the matrix
  {
    // item: A 100.00 → 90.00; order on 110.00: 1000 over 9000:2000 → 818 r 2000, 181 r 9000 → 818/182
    name: 'stacking: the item discount first, then the order threshold on the running net',
    input: cart(
      [A(1, 10000), B(1, 2000)],
      [act('item', 2, rate(90), { scope: { goods: ['A'] } }), act('order', 4, off(10000, 1000))],
    ),
    payable: { L1: 8182, L2: 1818 },
    applied: { item: 1000, order: 1000 },
    check: (r) =>
      expect(r.totals).toMatchObject({ itemDiscountFen: 1000, orderDiscountFen: 1000, payableFen: 10000 }),
  },
  {
    name: 'the order threshold is tested after the item layer: 100.00 at 90% no longer reaches 100.00',
    input: cart(
      [A(1, 10000)],
      [act('item', 2, rate(90), { scope: { goods: ['A'] } }), act('order', 4, off(10000, 1000))],
    ),
    payable: { L1: 9000 },
    applied: { item: 1000 },
    rejected: { order: { code: 'thresholdNotReached', params: { missingFen: 1000 } } },
  },
  {
    name: 'best in layer: of 10.00 off and 15.00 off on the same lines only 15.00 applies',
    input: cart(
      [A(1, 10000)],
      [
        act('ten', 4, off(10000, 1000), { exclusivity: 'bestInLayer', priority: 9 }),
        act('fifteen', 4, off(10000, 1500), { exclusivity: 'bestInLayer' }),
      ],
    ),
    payable: { L1: 8500 },
    applied: { fifteen: 1500 },
    rejected: { ten: { code: 'notBestInLayer', params: { activityId: 'fifteen' } } },
  },
  {
    name: 'best in layer on different goods: both apply',
    input: cart(
      [A(1, 1000), B(1, 2000)],
      [
        act('a', 2, rate(90), { scope: { goods: ['A'] }, exclusivity: 'bestInLayer' }),
        act('b', 2, rate(80), { scope: { goods: ['B'] }, exclusivity: 'bestInLayer' }),
      ],
    ),
    payable: { L1: 900, L2: 1600 },
    applied: { a: 100, b: 400 },
  },
  {
    name: 'exclusive 70% beats the combination (95% then 10.00 off: 180.00): pays 140.00 alone',
    input: cart(
      [A(1, 20000)],
      [
        act('item', 2, rate(95), { scope: { goods: ['A'] } }),
        act('order', 4, off(10000, 1000)),
        act('solo', 4, rate(70), { exclusivity: 'exclusive' }),
      ],
    ),
    payable: { L1: 14000 },
    applied: { solo: 6000 },
    rejected: {
      item: { code: 'excludedByActivity', params: { activityId: 'solo' } },
      order: { code: 'excludedByActivity', params: { activityId: 'solo' } },
    },
  },
  {
    name: 'exclusive 95% alone (10.00 off) loses to the combination (20.00 off)',
    input: cart(
      [A(1, 20000)],
      [
        act('item', 2, rate(95), { scope: { goods: ['A'] } }),
        act('order', 4, off(10000, 1000)),
        act('solo', 4, rate(95), { exclusivity: 'exclusive' }),
      ],
    ),
    payable: { L1: 18000 },
    applied: { item: 1000, order: 1000 },
    rejected: { solo: { code: 'beatenByCombination', params: { aloneFen: 1000, combinedFen: 2000 } } },
  },
  {
    name: 'superposition matrix: type 2 and type 4 do not combine, so the order discount skips A',
    input: cart(
      [A(1, 10000), B(1, 6000)],
      [act('item', 2, rate(90), { scope: { goods: ['A'] } }), act('order', 4, off(5000, 500))],
      { matrix: { deny: [['type:2', 'type:4']] } },
    ),
    payable: { L1: 9000, L2: 5500 },
    applied: { item: 1000, order: 500 },
  },
  {
    name: 'superposition matrix leaves the order activity no line',
    input: cart(
      [A(1, 10000)],
      [act('item', 2, rate(90), { scope: { goods: ['A'] } }), act('order', 4, off(5000, 500))],
      { matrix: { deny: [['type:2', 'type:4']] } },
    ),
    payable: { L1: 9000 },
    applied: { item: 1000 },
    rejected: { order: { code: 'matrixForbids', params: { activityId: 'item' } } },
  },
  {
    name: 'superposition matrix by scene: a wechat-scene activity does not combine with another of its scene',
    input: cart(
      [A(1, 10000)],
      [
        act('w1', 2, rate(90), { scope: { goods: ['A'] }, scene: 'wechat', priority: 2 }),
        act('w2', 3, rate(90), { scope: { goods: ['A'] }, scene: 'wechat' }),
      ],
      { scene: 'wechat', matrix: { deny: [['scene:wechat', 'scene:wechat']] } },
    ),
    payable: { L1: 9000 },
    applied: { w1: 1000 },
    rejected: { w2: { code: 'matrixForbids', params: { activityId: 'w1' } } },
  },
  // ---- coupons
  {
    name: 'coupons: the first chosen applies, the second misses its threshold on the running net, the rest listed',
    input: cart([A(1, 6000)], [], {
      couponIds: ['c1', 'c2', 'nope'],
      coupons: [
        {
          id: 'c1',
          templateId: 'T',
          name: '5 off 50',
          status: 'unused',
          kind: 'amountOff',
          offFen: 500,
          thresholdFen: 5000,
        },
        {
          id: 'c2',
          templateId: 'T',
          name: '5 off 60',
          status: 'unused',
          kind: 'amountOff',
          offFen: 500,
          thresholdFen: 6000,
        },
        { id: 'c3', templateId: 'T', name: 'used', status: 'used', kind: 'amountOff', offFen: 500 },
        { id: 'c4', templateId: 'T', name: '90%', status: 'unused', kind: 'discountRate', percent: 90 },
        {
          id: 'c5',
          templateId: 'T',
          name: 'old',
          status: 'unused',
          kind: 'amountOff',
          offFen: 500,
          validTo: '2026-11-01T00:00:00Z',
        },
      ],
    }),
    payable: { L1: 5500 },
    applied: {},
    check: (r) => {
      expect(r.coupons.applied).toEqual([
        { couponId: 'c1', name: '5 off 50', amountFen: 500, lineIds: ['L1'] },
      ])
      expect(r.coupons.usable).toEqual([{ couponId: 'c4', amountFen: 600 }])
      expect(Object.fromEntries(r.coupons.unusable.map((u) => [u.couponId, u.reason.code]))).toEqual({
        c2: 'thresholdNotReached',
        c3: 'couponUsed',
        c5: 'couponExpired',
        nope: 'couponNotFound',
      })
      expect(r.totals.couponDiscountFen).toBe(500)
    },
  },
  {
    name: 'coupon after the order layer, apportioned over its scope only',
    input: cart(
      [A(1, 3000, { classId: 'C1' }), B(1, 1000, { classId: 'C1' }), C(1, 5000)],
      [act('order', 4, off(0, 900))],
      {
        couponIds: ['c1'],
        coupons: [
          {
            id: 'c1',
            templateId: 'T',
            name: 'C1 4 off',
            status: 'unused',
            kind: 'amountOff',
            offFen: 400,
            thresholdFen: 3600,
            scope: { classes: ['C1'] },
          },
        ],
      },
    ),
    // order: 900 over 3000:1000:5000 → 300/100/500; coupon on C1's 2700 + 900 = 3600 → 400 over 2700:900 → 300/100
    payable: { L1: 2400, L2: 800, L3: 4500 },
    applied: { order: 900 },
  },
  {
    name: 'a coupon with a code: chosen without its code it is refused, its code entered chooses it',
    input: cart([A(1, 6000)], [], {
      couponIds: ['c1'],
      codes: ['VIP8'],
      coupons: [
        {
          id: 'c1',
          templateId: 'T',
          name: 'coded',
          status: 'unused',
          kind: 'amountOff',
          offFen: 500,
          code: 'X1',
        },
        {
          id: 'c2',
          templateId: 'T',
          name: 'vip',
          status: 'unused',
          kind: 'amountOff',
          offFen: 800,
          code: 'VIP8',
        },
        {
          id: 'c3',
          templateId: 'T',
          name: 'other',
          status: 'unused',
          kind: 'amountOff',
          offFen: 300,
          code: 'Z9',
        },
      ],
    }),
    // c1 chosen by id but X1 not entered → refused; VIP8 entered → c2 applies 800; c3 (Z9) not usable
    payable: { L1: 5200 },
    applied: {},
    check: (r) => {
      expect(r.coupons.applied.map((c) => [c.couponId, c.amountFen])).toEqual([['c2', 800]])
      expect(Object.fromEntries(r.coupons.unusable.map((u) => [u.couponId, u.reason.code]))).toEqual({
        c1: 'couponCodeRequired',
        c3: 'couponCodeRequired',
      })
    },
  },
  {
    name: 'coupons not stacking with activities: the coupon leaves out the line an activity discounted',
    input: cart([A(1, 6000), B(1, 4000)], [act('item', 2, rate(90), { scope: { goods: ['A'] } })], {
      couponsStackWithActivities: false,
      couponIds: ['c1'],
      coupons: [
        { id: 'c1', templateId: 'T', name: '10%', status: 'unused', kind: 'discountRate', percent: 90 },
      ],
    }),
    // A 6000 → 5400 by the activity; the coupon takes 10 % of B's 4000 only = 400
    payable: { L1: 5400, L2: 3600 },
    applied: { item: 600 },
    check: (r) => expect(r.totals.couponDiscountFen).toBe(400),
  },
  {
    name: 'coupons not stacking: the threshold is read on the lines without an activity (one fen short)',
    input: cart([A(1, 6000), B(1, 4999)], [act('item', 2, rate(90), { scope: { goods: ['A'] } })], {
      couponsStackWithActivities: false,
      couponIds: ['c1'],
      coupons: [
        {
          id: 'c1',
          templateId: 'T',
          name: '5 off 50',
          status: 'unused',
          kind: 'amountOff',
          offFen: 500,
          thresholdFen: 5000,
        },
      ],
    }),
    payable: { L1: 5400, L2: 4999 },
    applied: { item: 600 },
    check: (r) =>
      expect(r.coupons.unusable).toEqual([
        {
          couponId: 'c1',
          reason: { code: 'thresholdNotReached', params: { missingFen: 1, thresholdFen: 5000 } },
        },
      ]),
  },
  {
    name: 'coupons not stacking: every goods had an activity, so the coupon is refused; stacking it applies',
    input: { ...orderAndCoupon, couponsStackWithActivities: false },
    payable: { L1: 5500 },
    applied: { order: 500 },
    check: (r) => {
      expect(r.coupons.unusable).toEqual([
        { couponId: 'c1', reason: { code: 'couponNotWithActivities', params: {} } },
      ])
      expect(evaluate(orderAndCoupon).lines[0]!.payableFen).toBe(5300)
    },
  },
]

describe('promotion engine: hand-computed carts (issue 24 acceptance)', () => {
  it('has at least 30 carts', () => expect(cases.length).toBeGreaterThanOrEqual(30))

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = evaluate(c.input)
    expect(Object.fromEntries(r.lines.map((l) => [l.lineId, l.payableFen]))).toEqual(c.payable)
    expect(Object.fromEntries(r.applied.map((a) => [a.activityId, a.amountFen]))).toEqual(c.applied)
    const rejected = Object.fromEntries(r.rejected.map((x) => [x.activityId, x.reason]))
    expect(Object.keys(rejected).sort()).toEqual(Object.keys(c.rejected ?? {}).sort())
    for (const [id, want] of Object.entries(c.rejected ?? {}))
      expect(rejected[id]).toMatchObject(typeof want === 'string' ? { code: want } : want)
    expect(r.totals.goodsPayableFen).toBe(r.lines.reduce((s, l) => s + l.payableFen, 0))
    c.check?.(r)
  })
})
