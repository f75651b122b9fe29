import type { PriceExplanation, PriceScope, Rounding } from '@store/contract'
import { formulaPrice } from './rounding'

/** A price list as the resolver sees it. */
export interface ListRule {
  id: string
  code: string
  name: string
  scope: PriceScope
  scopeValue: string | null
  shopIds: readonly string[]
  priority: number
  validFrom: Date | null
  validTo: Date | null
  status: number
}

/** A list's entry for one goods. */
export interface ItemRule {
  id: string
  listId: string
  goodsId: string
  mode: 'fixed' | 'formula'
  priceFen: number | null
  baseListId: string | null
  discountBp: number | null
  surchargeFen: number | null
  rounding: Rounding
  lastOrderId: string | null
}

/** The goods' own prices, the end of the fallback chain. */
export interface GoodsPrice {
  retailFen: number
  memberFen: number | null
}

export interface InquiryContext {
  shopId?: string
  memberGradeId?: string
  channel?: string
  at: Date
}

export interface Resolved {
  priceFen: number
  floorFen: number | null
  explanation: PriceExplanation
}

/** A formula's base is looked up this deep at most (a cycle of bases ends at the goods' retail price). */
const MAX_BASE_DEPTH = 4

const valid = (l: ListRule, at: Date) =>
  l.status === 1 && (!l.validFrom || l.validFrom <= at) && (!l.validTo || at < l.validTo)

/** Whether a selling list (not a floor) is for this shop, grade, channel, at this time. */
export function applies(l: ListRule, ctx: InquiryContext): boolean {
  if (!valid(l, ctx.at)) return false
  switch (l.scope) {
    case 'retail':
      return true
    case 'member_grade':
      return !!ctx.memberGradeId && l.scopeValue === ctx.memberGradeId
    case 'shop_group':
      return !!ctx.shopId && l.shopIds.includes(ctx.shopId)
    case 'channel':
      return !!ctx.channel && l.scopeValue === ctx.channel
    case 'promotion_floor':
      return false
  }
}

/** Higher priority first; among equals the older list (smaller id) first. */
export function byPrecedence(a: ListRule, b: ListRule): number {
  if (a.priority !== b.priority) return b.priority - a.priority
  const x = BigInt(a.id)
  const y = BigInt(b.id)
  return x < y ? -1 : x > y ? 1 : 0
}

/** Looks up items by list and goods. */
export class PriceBook {
  private readonly items = new Map<string, ItemRule>()
  constructor(
    readonly lists: readonly ListRule[],
    items: readonly ItemRule[],
    private readonly goods: ReadonlyMap<string, GoodsPrice>,
  ) {
    for (const i of items) this.items.set(`${i.listId}:${i.goodsId}`, i)
  }

  item(listId: string, goodsId: string): ItemRule | undefined {
    return this.items.get(`${listId}:${goodsId}`)
  }

  goodsPrice(goodsId: string): GoodsPrice | undefined {
    return this.goods.get(goodsId)
  }

  /** The base of a formula: the base list's own entry for the goods, else the goods' retail price. */
  baseFen(listId: string | null, goodsId: string, depth: number): number {
    const item = listId && depth < MAX_BASE_DEPTH ? this.item(listId, goodsId) : undefined
    return item ? this.itemFen(item, depth + 1).priceFen : this.goods.get(goodsId)!.retailFen
  }

  itemFen(item: ItemRule, depth = 0): { priceFen: number; baseFen: number | null } {
    if (item.mode === 'fixed') return { priceFen: item.priceFen ?? 0, baseFen: null }
    const baseFen = this.baseFen(item.baseListId, item.goodsId, depth)
    return {
      priceFen: formulaPrice(baseFen, item.discountBp ?? 10000, item.surchargeFen ?? 0, item.rounding),
      baseFen,
    }
  }
}

const goodsExplanation = (
  source: 'goods_member' | 'goods_retail',
  considered: string[],
): PriceExplanation => ({
  source,
  listId: null,
  listCode: null,
  listName: null,
  scope: null,
  priority: null,
  itemId: null,
  rule: null,
  baseFen: null,
  discountBp: null,
  surchargeFen: null,
  rounding: null,
  orderId: null,
  considered,
})

/**
 * The price of one goods (issue 28 §4): the lists that apply to the shop, grade, channel and time,
 * by precedence; the first with an entry for the goods wins. Without one, the chain ends at the
 * goods' member price (when a member grade is given) and then its retail price. Undefined: no goods.
 */
export function resolvePrice(book: PriceBook, goodsId: string, ctx: InquiryContext): Resolved | undefined {
  const goods = book.goodsPrice(goodsId)
  if (!goods) return undefined
  const candidates = book.lists.filter((l) => applies(l, ctx)).sort(byPrecedence)
  const considered = candidates.map((l) => l.code)
  const floorFen = floorOf(book, goodsId, ctx.at)?.priceFen ?? null
  for (const list of candidates) {
    const item = book.item(list.id, goodsId)
    if (!item) continue
    const { priceFen, baseFen } = book.itemFen(item)
    return {
      priceFen,
      floorFen,
      explanation: {
        source: 'list',
        listId: list.id,
        listCode: list.code,
        listName: list.name,
        scope: list.scope,
        priority: list.priority,
        itemId: item.id,
        rule: item.mode,
        baseFen,
        discountBp: item.mode === 'formula' ? item.discountBp : null,
        surchargeFen: item.mode === 'formula' ? item.surchargeFen : null,
        rounding: item.rounding,
        orderId: item.lastOrderId,
        considered,
      },
    }
  }
  if (ctx.memberGradeId && goods.memberFen !== null)
    return { priceFen: goods.memberFen, floorFen, explanation: goodsExplanation('goods_member', considered) }
  return { priceFen: goods.retailFen, floorFen, explanation: goodsExplanation('goods_retail', considered) }
}

/** The promotion floor and its list: the valid floor list of highest precedence that has the goods. */
export function floorOf(
  book: PriceBook,
  goodsId: string,
  at: Date,
): { listId: string; priceFen: number } | null {
  const floors = book.lists.filter((l) => l.scope === 'promotion_floor' && valid(l, at)).sort(byPrecedence)
  for (const list of floors) {
    const item = book.item(list.id, goodsId)
    if (item) return { listId: list.id, priceFen: book.itemFen(item).priceFen }
  }
  return null
}
