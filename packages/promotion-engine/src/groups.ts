import type { Group, GroupLine } from './forms'
import { mulDivFloor } from './money'
import { reason } from './reasons'
import type { Activity, CartLine, Reason } from './types'

/** Forms granted once for the whole scope, also under type 2 (not once per goods). */
const ONCE_PER_SCOPE = new Set(['addOn', 'freeShipping'])

/**
 * The groups an activity's form is applied to, from the lines in its scope:
 * type 1 one group of the units its complete sets use, type 2 one group per goods, types 3 and 4 (and an
 * add-on or free shipping) one group.
 */
export function groupsOf(
  a: Activity,
  indices: readonly number[],
  lines: readonly CartLine[],
  net: readonly number[],
): { groups: Group[] } | { reason: Reason; missing?: { goodsId: string; count: number } } {
  const whole = (i: number): GroupLine => ({ index: i, qty: lines[i]!.quantity, net: net[i]! })
  if (a.promType === 1) return setGroup(a, indices, lines, net)
  if (a.promType === 2 && !ONCE_PER_SCOPE.has(a.form.kind)) {
    const byGoods = new Map<string, GroupLine[]>()
    for (const i of indices) {
      const goodsId = lines[i]!.goodsId
      const list = byGoods.get(goodsId)
      if (list) list.push(whole(i))
      else byGoods.set(goodsId, [whole(i)])
    }
    return { groups: [...byGoods.values()].map((g) => ({ lines: g })) }
  }
  return { groups: [{ lines: indices.map(whole) }] }
}

function setGroup(
  a: Activity,
  indices: readonly number[],
  lines: readonly CartLine[],
  net: readonly number[],
) {
  const set =
    a.set && a.set.length > 0 ? a.set : (a.scope?.goods ?? []).map((goodsId) => ({ goodsId, quantity: 1 }))
  if (set.length === 0) return { reason: reason('noEligibleLines') }
  const held = (goodsId: string) =>
    indices.filter((i) => lines[i]!.goodsId === goodsId).reduce((s, i) => s + lines[i]!.quantity, 0)
  let sets = Infinity
  let short: { goodsId: string; count: number } | null = null
  for (const item of set) {
    const have = held(item.goodsId)
    sets = Math.min(sets, Math.floor(have / item.quantity))
    if (have < item.quantity && !short) short = { goodsId: item.goodsId, count: item.quantity - have }
  }
  if (short || sets === 0) {
    const missing = short ?? { goodsId: set[0]!.goodsId, count: set[0]!.quantity }
    return {
      reason: reason('setIncomplete', { goodsId: missing.goodsId, missing: missing.count }),
      missing,
    }
  }
  const group: GroupLine[] = []
  for (const item of set) {
    let need = item.quantity * sets
    for (const i of indices) {
      if (need === 0) break
      const line = lines[i]!
      if (line.goodsId !== item.goodsId) continue
      const take = Math.min(need, line.quantity)
      need -= take
      const portion = take === line.quantity ? net[i]! : mulDivFloor(net[i]!, take, line.quantity)
      group.push({ index: i, qty: take, net: portion })
    }
  }
  return { groups: [{ lines: group, sets }] }
}
