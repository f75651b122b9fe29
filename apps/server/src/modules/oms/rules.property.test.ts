import fc from 'fast-check'
import { OMS_STATUSES, type OmsStatus } from '@store/contract'
import { mergeLines, planShares, preferWarehouses, splitOff, sumLines, type GoodsQty } from './lines'
import { distanceKm, regionLocation } from './regions'
import { ACTION_FROM, FORWARD, next, type MoveAction, type OmsState } from './machine'

const GOODS = ['1', '2', '3', '4']
const line = fc.record({ goodsId: fc.constantFrom(...GOODS), qty: fc.integer({ min: 1, max: 50 }) })
const lines = fc.array(line, { minLength: 1, maxLength: 6 })
const totals = (ls: readonly GoodsQty[]) => Object.fromEntries(sumLines(ls).map((l) => [l.goodsId, l.qty]))
const stock = fc.array(fc.tuple(fc.constantFrom(...GOODS), fc.integer({ min: 0, max: 60 })), { maxLength: 4 })
const warehouses = fc
  .array(stock, { minLength: 1, maxLength: 4 })
  .map((ws) => ws.map((s, i) => ({ warehouseId: String(i), stock: new Map(s) })))

/** Issue 30 item 2: split and merge never lose or make up a unit of any goods. */
describe('OMS split and merge keep every unit', () => {
  it('routing shares: the warehouses’ lines sum exactly to the order’s per goods, each within its stock', () => {
    fc.assert(
      fc.property(lines, warehouses, (order, houses) => {
        const plan = planShares(order, houses)
        if ('short' in plan) {
          const held = houses.reduce((sum, w) => sum + (w.stock.get(plan.short.goodsId) ?? 0), 0)
          expect(held).toBe(plan.short.available)
          expect(held).toBeLessThan(plan.short.qty)
          return
        }
        expect(totals(plan.shares.flatMap((s) => s.lines))).toEqual(totals(order))
        for (const share of plan.shares) {
          const house = houses.find((w) => w.warehouseId === share.warehouseId)!
          for (const l of share.lines) expect(l.qty).toBeLessThanOrEqual(house.stock.get(l.goodsId) ?? 0)
        }
        // a warehouse holding the whole order takes it whole
        if (houses.some((w) => sumLines(order).every((l) => (w.stock.get(l.goodsId) ?? 0) >= l.qty)))
          expect(plan.shares).toHaveLength(1)
      }),
    )
  })

  it('distance: among rules of equal priority the nearest warehouse holding the order takes it; shares still sum', () => {
    const here = regionLocation('上海市')!
    const located = fc
      .array(
        fc.record({
          stock,
          location: fc.option(
            fc.record({
              latitude: fc.double({ min: -90, max: 90, noNaN: true }),
              longitude: fc.double({ min: -180, max: 180, noNaN: true }),
            }),
          ),
          shop: fc.option(fc.constantFrom('s1', 's2')),
        }),
        { minLength: 1, maxLength: 5 },
      )
      .map((ws) =>
        ws.map((w, i) => ({
          warehouseId: String(i),
          shopId: w.shop,
          location: w.location,
          stock: new Map(w.stock),
        })),
      )
    fc.assert(
      fc.property(lines, located, fc.integer({ min: 1, max: 9 }), (order, houses, priority) => {
        // one rule per warehouse, or per shop for a shop's warehouses, all of one priority
        const rules = houses.map((w) => ({
          priority,
          channel: null,
          region: '上海',
          warehouseId: w.shopId ? null : w.warehouseId,
          shopId: w.shopId,
        }))
        const preferred = preferWarehouses({ channel: 'pos', region: '上海市' }, rules, houses)
        expect(preferred.map((w) => w.warehouseId).sort()).toEqual(houses.map((w) => w.warehouseId).sort())
        const plan = planShares(order, preferred)
        if ('short' in plan) return
        expect(totals(plan.shares.flatMap((s) => s.lines))).toEqual(totals(order))
        for (const share of plan.shares) {
          const house = houses.find((w) => w.warehouseId === share.warehouseId)!
          for (const l of share.lines) expect(l.qty).toBeLessThanOrEqual(house.stock.get(l.goodsId) ?? 0)
        }
        const whole = houses.filter((w) =>
          sumLines(order).every((l) => (w.stock.get(l.goodsId) ?? 0) >= l.qty),
        )
        const km = (w: (typeof houses)[number]) => (w.location ? distanceKm(here, w.location) : Infinity)
        if (whole.length) {
          expect(plan.shares).toHaveLength(1)
          const chosen = houses.find((w) => w.warehouseId === plan.shares[0]!.warehouseId)!
          expect(km(chosen)).toBe(Math.min(...whole.map(km)))
        }
      }),
    )
  })

  it('a rule of better priority beats distance; a shop rule ranks the warehouses holding its stock', () => {
    const near = {
      warehouseId: 'near',
      shopId: null,
      location: regionLocation('上海')!,
      stock: new Map([['1', 5]]),
    }
    const far = {
      warehouseId: 'far',
      shopId: 's1',
      location: regionLocation('新疆')!,
      stock: new Map([['1', 5]]),
    }
    const rule = (priority: number, target: { warehouseId?: string; shopId?: string }) => ({
      priority,
      channel: null,
      region: null,
      warehouseId: target.warehouseId ?? null,
      shopId: target.shopId ?? null,
    })
    const order = { channel: 'pos', region: '上海市' }
    const ids = (rules: Parameters<typeof preferWarehouses>[1]) =>
      preferWarehouses(order, rules, [far, near]).map((w) => w.warehouseId)
    expect(ids([])).toEqual(['near', 'far'])
    expect(ids([rule(5, { warehouseId: 'near' }), rule(5, { shopId: 's1' })])).toEqual(['near', 'far'])
    expect(ids([rule(5, { warehouseId: 'near' }), rule(1, { shopId: 's1' })])).toEqual(['far', 'near'])
    expect(ids([rule(1, { shopId: 's2' })])).toEqual(['near', 'far'])
  })

  it('a manual split: what the order keeps and what moves sum to the original per goods', () => {
    fc.assert(
      fc.property(lines, lines, (order, part) => {
        const split = splitOff(order, part)
        if (split === null || 'missing' in split) return
        expect(totals([...split.kept, ...split.moved])).toEqual(totals(order))
        expect(split.kept.length).toBeGreaterThan(0)
        expect([...split.kept, ...split.moved].every((l) => l.qty > 0)).toBe(true)
      }),
    )
  })

  it('a merge keeps every line of every order', () => {
    fc.assert(
      fc.property(fc.array(lines, { minLength: 2, maxLength: 5 }), (orders) => {
        expect(totals(mergeLines(orders))).toEqual(totals(orders.flat()))
      }),
    )
  })
})

const ACTIONS = Object.keys(ACTION_FROM) as MoveAction[]

/** Issue 30 item 2: the order state machine moves one step at a time and a held order waits for release. */
describe('OMS order state machine', () => {
  it('no action skips a forward step, and a held order only leaves by release or cancel', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTIONS), { maxLength: 30 }), (actions) => {
        let state: OmsState = { status: 'new', heldFrom: null }
        for (const action of actions) {
          const to = next(state, action)
          if (!to) continue
          if (state.status === 'held') expect(['release', 'cancel']).toContain(action)
          if (to.status === 'held') expect(to.heldFrom).toBe(state.status)
          const from = FORWARD.indexOf(state.status === 'held' ? state.heldFrom! : state.status)
          const into = FORWARD.indexOf(to.status)
          if (into >= 0 && from >= 0) expect(into - from).toBeLessThanOrEqual(1)
          state = to
        }
      }),
    )
  })

  it('a held order is never routed, allocated or shipped; ended orders never move', () => {
    for (const status of OMS_STATUSES) {
      for (const heldFrom of [null, 'new', 'routed'] as (OmsStatus | null)[]) {
        const state = { status, heldFrom: status === 'held' ? (heldFrom ?? 'new') : null }
        if (status === 'held')
          for (const action of ['route', 'allocate', 'ship', 'complete'] as const)
            expect(next(state, action)).toBeNull()
        if (status === 'completed' || status === 'cancelled')
          for (const action of ACTIONS) expect(next(state, action)).toBeNull()
      }
    }
    expect(next({ status: 'held', heldFrom: 'new' }, 'release')).toEqual({ status: 'new', heldFrom: null })
    expect(next({ status: 'held', heldFrom: 'routed' }, 'release')).toEqual({
      status: 'released',
      heldFrom: null,
    })
  })
})
