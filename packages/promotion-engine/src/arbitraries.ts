import fc from 'fast-check'
import { NOW } from './test-kit'
import type { Activity, CartLine, Coupon, EngineInput, Form } from './types'

/** Generators for the property tests: small goods, class and brand vocabularies so scopes meet carts. */
export const GOODS = ['A', 'B', 'C', 'D', 'E']
const CLASSES = ['C1', 'C2']
const BRANDS = ['B1', 'B2']

const fen = (max = 100_000) => fc.integer({ min: 0, max })
const percent = fc.integer({ min: 1, max: 99 })

export const lineArb = (lineId: string): fc.Arbitrary<CartLine> =>
  fc.record({
    lineId: fc.constant(lineId),
    goodsId: fc.constantFrom(...GOODS),
    quantity: fc.integer({ min: 1, max: 6 }),
    unitPriceFen: fen(50_000),
    classId: fc.constantFrom(...CLASSES),
    brandId: fc.constantFrom(...BRANDS),
  })

export const linesArb = (min = 1, max = 8): fc.Arbitrary<CartLine[]> =>
  fc
    .integer({ min, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(`L${i + 1}`))))
    .map((lines) => [...lines])

const tiers = fc.array(
  fc.record(
    { threshold: fc.integer({ min: 1, max: 50_000 }), offFen: fen(5_000) },
    { requiredKeys: ['threshold', 'offFen'] },
  ),
  { minLength: 1, maxLength: 3 },
)

export const formArb: fc.Arbitrary<Form> = fc.oneof(
  fc.record({ kind: fc.constant('fixedPrice' as const), priceFen: fen(20_000) }),
  fc.record({ kind: fc.constant('discountRate' as const), percent }),
  fc.record({
    kind: fc.constant('amountOff' as const),
    thresholdFen: fen(60_000),
    offFen: fen(20_000),
    repeat: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('tiered' as const),
    mode: fc.constantFrom('ladder' as const, 'everyN' as const),
    basis: fc.constantFrom('amount' as const, 'quantity' as const),
    tiers,
  }),
  fc.record({
    kind: fc.constant('buyNGetM' as const),
    buy: fc.integer({ min: 1, max: 3 }),
    get: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('addOn' as const),
    thresholdFen: fen(30_000),
    goodsId: fc.constantFrom(...GOODS),
    priceFen: fen(1_000),
  }),
  fc.record({ kind: fc.constant('secondItem' as const), percent }),
  fc.record({
    kind: fc.constant('gift' as const),
    thresholdFen: fen(),
    gifts: fc.constant<{ goodsId: string; quantity: number }[]>([{ goodsId: 'G', quantity: 1 }]),
  }),
  fc.record({ kind: fc.constant('pointsMultiplier' as const), multiplier: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('freeShipping' as const), thresholdFen: fen() }),
)

export const activityArb = (id: string, form: fc.Arbitrary<Form> = formArb): fc.Arbitrary<Activity> =>
  fc.record(
    {
      id: fc.constant(id),
      name: fc.constant(id),
      promType: fc.constantFrom(1, 2, 3, 4),
      form,
      set: fc.constant([
        { goodsId: 'A', quantity: 1 },
        { goodsId: 'B', quantity: 1 },
      ]),
      scope: fc.record(
        {
          goods: fc.subarray(GOODS, { minLength: 1 }),
          classes: fc.subarray(CLASSES, { minLength: 1 }),
          excludeBrands: fc.subarray(BRANDS, { maxLength: 1 }),
        },
        { requiredKeys: [] },
      ),
      exclusivity: fc.constantFrom('stack' as const, 'bestInLayer' as const, 'exclusive' as const),
      priority: fc.integer({ min: 0, max: 3 }),
      budgetFen: fen(10_000),
    },
    { requiredKeys: ['id', 'name', 'promType', 'form'] },
  )

export const activitiesArb = (max = 6, form?: fc.Arbitrary<Form>): fc.Arbitrary<Activity[]> =>
  fc
    .integer({ min: 0, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => activityArb(`P${i + 1}`, form))))
    .map((list) => [...list])

const couponArb = (id: string): fc.Arbitrary<Coupon> =>
  fc.record({
    id: fc.constant(id),
    templateId: fc.constant('T'),
    name: fc.constant(id),
    status: fc.constantFrom('unused' as const, 'used' as const),
    kind: fc.constantFrom('amountOff' as const, 'discountRate' as const),
    offFen: fen(20_000),
    percent,
    thresholdFen: fen(50_000),
  })

export const inputArb: fc.Arbitrary<EngineInput> = fc
  .record({
    lines: linesArb(),
    activities: activitiesArb(),
    coupons: fc.tuple(couponArb('K1'), couponArb('K2')),
    couponIds: fc.subarray(['K1', 'K2']),
    couponsStackWithActivities: fc.boolean(),
    shippingFen: fen(2_000),
    member: fc.option(fc.record({ id: fc.constant('M1') }), { nil: null }),
  })
  .map((r) => ({ ...r, coupons: [...r.coupons], time: NOW }))
