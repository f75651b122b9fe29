import { distanceKm, regionLocation, type Location } from './regions'

/** A quantity of one goods: an order line, a warehouse's available stock. */
export interface GoodsQty {
  goodsId: string
  qty: number
}

/** Lines summed per goods, in first-seen order; zero lines are dropped. */
export function sumLines(lines: readonly GoodsQty[]): GoodsQty[] {
  const sums = new Map<string, number>()
  for (const l of lines) sums.set(l.goodsId, (sums.get(l.goodsId) ?? 0) + l.qty)
  return [...sums].filter(([, qty]) => qty > 0).map(([goodsId, qty]) => ({ goodsId, qty }))
}

/** Merging orders: their lines summed per goods. */
export const mergeLines = (orders: readonly (readonly GoodsQty[])[]): GoodsQty[] => sumLines(orders.flat())

/**
 * Splitting some quantities off an order: what it keeps and what moves. Null when a goods is not in
 * the order, or the order would be left with nothing or a goods with less than nothing.
 */
export function splitOff(
  lines: readonly GoodsQty[],
  part: readonly GoodsQty[],
): { kept: GoodsQty[]; moved: GoodsQty[] } | { missing: string } | null {
  const moved = sumLines(part)
  const held = new Map(sumLines(lines).map((l) => [l.goodsId, l.qty]))
  const missing = moved.find((m) => !held.has(m.goodsId))
  if (missing) return { missing: missing.goodsId }
  for (const m of moved) held.set(m.goodsId, held.get(m.goodsId)! - m.qty)
  if ([...held.values()].some((q) => q < 0)) return null
  const kept = sumLines([...held].map(([goodsId, qty]) => ({ goodsId, qty })))
  if (!kept.length || !moved.length) return null
  return { kept, moved }
}

/**
 * How an order is shared among warehouses, the preferred first: the first that holds every line takes
 * it all; otherwise each goods is taken from the warehouses in turn, as far as their stock goes. Null
 * names the goods that all the warehouses together do not have enough of.
 */
export function planShares(
  lines: readonly GoodsQty[],
  warehouses: readonly { warehouseId: string; stock: ReadonlyMap<string, number> }[],
): { shares: { warehouseId: string; lines: GoodsQty[] }[] } | { short: GoodsQty & { available: number } } {
  const wanted = sumLines(lines)
  const whole = warehouses.find((w) => wanted.every((l) => (w.stock.get(l.goodsId) ?? 0) >= l.qty))
  if (whole) return { shares: [{ warehouseId: whole.warehouseId, lines: wanted }] }
  const shares = new Map<string, GoodsQty[]>()
  for (const l of wanted) {
    let need = l.qty
    for (const w of warehouses) {
      const take = Math.min(need, w.stock.get(l.goodsId) ?? 0)
      if (take <= 0) continue
      shares.set(w.warehouseId, [...(shares.get(w.warehouseId) ?? []), { goodsId: l.goodsId, qty: take }])
      need -= take
      if (need === 0) break
    }
    if (need > 0) return { short: { ...l, available: l.qty - need } }
  }
  return { shares: [...shares].map(([warehouseId, lines]) => ({ warehouseId, lines })) }
}

/** A rule as routing reads it: it targets a warehouse or the warehouses holding a shop's stock. */
export interface RouteRule {
  priority: number
  channel: string | null
  region: string | null
  warehouseId: string | null
  shopId: string | null
}

/** A warehouse as routing weighs it. */
export interface RouteWarehouse {
  warehouseId: string
  shopId: string | null
  location: Location | null
  stock: ReadonlyMap<string, number>
}

/**
 * The warehouses in the order routing tries them: those a matching rule targets, by the rule's
 * priority (a rule matches when its channel and region are blank or the order's); among equal
 * priorities, and then among the rest, the nearest to the order's region first (warehouses without a
 * location, or an order whose region has none, after); then the one holding most of the order's goods
 * (fewer parcels when the order must be split).
 */
export function preferWarehouses<W extends RouteWarehouse>(
  order: { channel: string; region: string },
  rules: readonly RouteRule[],
  warehouses: readonly W[],
): W[] {
  const matches = (r: RouteRule) =>
    (!r.channel || r.channel === order.channel) && (!r.region || order.region.includes(r.region))
  const matching = rules.filter(matches)
  const rank = (w: W) =>
    Math.min(
      ...matching
        .filter((r) => r.warehouseId === w.warehouseId || (r.shopId !== null && r.shopId === w.shopId))
        .map((r) => r.priority),
    )
  const here = regionLocation(order.region)
  const distance = (w: W) => (here && w.location ? distanceKm(here, w.location) : Infinity)
  const total = (w: W) => [...w.stock.values()].reduce((a, b) => a + b, 0)
  const keyed = warehouses.map((w) => ({ w, rank: rank(w), distance: distance(w), total: total(w) }))
  return keyed
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.distance === b.distance ? 0 : a.distance < b.distance ? -1 : 1) ||
        b.total - a.total ||
        a.w.warehouseId.localeCompare(b.w.warehouseId),
    )
    .map((k) => k.w)
}
