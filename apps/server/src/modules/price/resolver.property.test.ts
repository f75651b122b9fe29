import fc from 'fast-check'
import { PRICE_SCOPES, ROUNDINGS } from '@store/contract'
import { PriceBook, resolvePrice, type InquiryContext, type ItemRule, type ListRule } from './resolver'
import { formulaPrice, roundPrice } from './rounding'

const GOODS = ['1', '2', '3']
const SHOPS = ['11', '12']
const GRADES = ['21', '22']
const CHANNELS = ['pos', 'online']
const T0 = Date.UTC(2026, 0, 1)
const HOUR = 3_600_000

const listArb = (id: number) =>
  fc
    .record({
      scope: fc.constantFrom(...PRICE_SCOPES),
      grade: fc.constantFrom(...GRADES),
      channel: fc.constantFrom(...CHANNELS),
      shops: fc.subarray(SHOPS),
      priority: fc.integer({ min: 0, max: 3 }),
      from: fc.option(fc.integer({ min: 0, max: 48 })),
      length: fc.option(fc.integer({ min: 1, max: 48 })),
      status: fc.constantFrom(0, 1, 1, 1),
    })
    .map((r): ListRule => ({
      id: String(100 + id),
      code: `L${id}`,
      name: `list ${id}`,
      scope: r.scope,
      scopeValue: r.scope === 'member_grade' ? r.grade : r.scope === 'channel' ? r.channel : null,
      shopIds: r.scope === 'shop_group' ? r.shops : [],
      priority: r.priority,
      validFrom: r.from === null ? null : new Date(T0 + r.from * HOUR),
      validTo: r.from === null || r.length === null ? null : new Date(T0 + (r.from + r.length) * HOUR),
      status: r.status,
    }))

const itemArb = (listCount: number) =>
  fc.record({
    list: fc.integer({ min: 0, max: listCount - 1 }),
    goods: fc.constantFrom(...GOODS),
    formula: fc.boolean(),
    price: fc.integer({ min: 0, max: 100_000 }),
    base: fc.integer({ min: 0, max: listCount - 1 }),
    discount: fc.integer({ min: 5000, max: 12000 }),
    surcharge: fc.integer({ min: -100, max: 100 }),
    rounding: fc.constantFrom(...ROUNDINGS),
  })

const worldArb = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.record({
    lists: fc.tuple(...Array.from({ length: n }, (_, i) => listArb(i))),
    items: fc.array(itemArb(n), { maxLength: 14 }),
    ctx: fc.record({
      shopId: fc.option(fc.constantFrom(...SHOPS), { nil: undefined }),
      memberGradeId: fc.option(fc.constantFrom(...GRADES), { nil: undefined }),
      channel: fc.option(fc.constantFrom(...CHANNELS), { nil: undefined }),
      hour: fc.integer({ min: 0, max: 100 }),
    }),
    goods: fc.constantFrom(...GOODS),
    member: fc.option(fc.integer({ min: 0, max: 100_000 })),
  }),
)

/** Brute force: every list is checked on its own words; the best by priority, then the older, wins. */
function bruteForce(
  lists: ListRule[],
  items: ItemRule[],
  goodsId: string,
  ctx: InquiryContext,
  retail: number,
  member: number | null,
) {
  const entry = (listId: string) => items.find((i) => i.listId === listId && i.goodsId === goodsId)
  const priceOf = (item: ItemRule, depth: number): number => {
    if (item.mode === 'fixed') return item.priceFen!
    const baseItem = depth < 4 ? entry(item.baseListId!) : undefined
    const base = baseItem ? priceOf(baseItem, depth + 1) : retail
    return formulaPrice(base, item.discountBp!, item.surchargeFen!, item.rounding)
  }
  let best: ListRule | undefined
  for (const l of lists) {
    const inWindow =
      (l.validFrom === null || l.validFrom.getTime() <= ctx.at.getTime()) &&
      (l.validTo === null || ctx.at.getTime() < l.validTo.getTime())
    const forCaller =
      l.scope === 'retail' ||
      (l.scope === 'member_grade' && ctx.memberGradeId === l.scopeValue) ||
      (l.scope === 'shop_group' && ctx.shopId !== undefined && l.shopIds.includes(ctx.shopId)) ||
      (l.scope === 'channel' && ctx.channel === l.scopeValue)
    if (l.status !== 1 || !inWindow || !forCaller || !entry(l.id)) continue
    if (
      !best ||
      l.priority > best.priority ||
      (l.priority === best.priority && Number(l.id) < Number(best.id))
    )
      best = l
  }
  if (best) return { price: priceOf(entry(best.id)!, 0), listId: best.id, itemId: entry(best.id)!.id }
  return { price: ctx.memberGradeId && member !== null ? member : retail, listId: null, itemId: null }
}

/** Issue 28 acceptance: the resolver agrees with a brute-force evaluation and names the winning entry. */
describe('price resolver (property)', () => {
  it('answers the brute-force price for random lists, priorities and validity windows, and names the winner', () => {
    fc.assert(
      fc.property(worldArb, ({ lists, items, ctx, goods, member }) => {
        const seen = new Set<string>()
        const rules: ItemRule[] = items.flatMap((it, n) => {
          const listId = lists[it.list]!.id
          if (seen.has(`${listId}:${it.goods}`)) return []
          seen.add(`${listId}:${it.goods}`)
          return [
            {
              id: String(1000 + n),
              listId,
              goodsId: it.goods,
              mode: it.formula ? 'formula' : 'fixed',
              priceFen: it.formula ? null : it.price,
              baseListId: it.formula ? lists[it.base]!.id : null,
              discountBp: it.formula ? it.discount : null,
              surchargeFen: it.formula ? it.surcharge : null,
              rounding: it.rounding,
              lastOrderId: null,
            },
          ]
        })
        const retail = 5000
        const book = new PriceBook(
          lists,
          rules,
          new Map(GOODS.map((g) => [g, { retailFen: retail, memberFen: member }])),
        )
        const inquiry: InquiryContext = { ...ctx, at: new Date(T0 + ctx.hour * HOUR) }
        const got = resolvePrice(book, goods, inquiry)!
        const want = bruteForce(lists, rules, goods, inquiry, retail, member)
        expect(got.priceFen).toBe(want.price)
        expect(got.explanation.listId).toBe(want.listId)
        expect(got.explanation.itemId).toBe(want.itemId)
        if (want.listId) expect(got.explanation.listCode).toBe(lists.find((l) => l.id === want.listId)!.code)
      }),
      { numRuns: 500 },
    )
  })

  it('rounding goes up to the next price ending in the rule’s digit, never more than 9 fen up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('x0', 'x8', 'x9' as const),
        (fen, rule) => {
          const rounded = roundPrice(fen, rule)
          expect(rounded).toBeGreaterThanOrEqual(fen)
          expect(rounded - fen).toBeLessThan(10)
          expect(rounded % 10).toBe({ x0: 0, x8: 8, x9: 9 }[rule])
        },
      ),
    )
    expect(roundPrice(1234, 'x9')).toBe(1239)
    expect(roundPrice(1239, 'x8')).toBe(1248)
    expect(formulaPrice(1000, 9500, 0, 'x9')).toBe(959)
  })

  it('a goods that does not exist has no price', () => {
    const book = new PriceBook([], [], new Map())
    expect(resolvePrice(book, '1', { at: new Date() })).toBeUndefined()
  })
})
