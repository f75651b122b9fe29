import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { resolvePrice, type InquiryContext, type ListRule, type PriceBook } from './resolver'
import { priceTagJob, priceTagJobLine } from './schema'

/**
 * Whom a list's shelf tags are printed for: a retail list for everyone, a grade's or a channel's list
 * for its members or channel, a shop group's for each of its shops; a promotion floor is never printed.
 */
export function printedFor(list: ListRule, at: Date): InquiryContext[] {
  switch (list.scope) {
    case 'retail':
      return [{ at }]
    case 'member_grade':
      return list.scopeValue ? [{ at, memberGradeId: list.scopeValue }] : []
    case 'channel':
      return list.scopeValue ? [{ at, channel: list.scopeValue }] : []
    case 'shop_group':
      return list.shopIds.map((shopId) => ({ at, shopId }))
    case 'promotion_floor':
      return []
  }
}

export interface TagChange {
  goodsId: string
  oldPriceFen: number | null
  newPriceFen: number
}

/**
 * The goods whose printed price an order changed: resolved before and after it, for each audience
 * the list is printed for (a goods that a higher-priority list overrides keeps its tag).
 */
export function changedTags(
  list: ListRule,
  goodsIds: readonly string[],
  before: PriceBook,
  after: PriceBook,
  at: Date,
): TagChange[] {
  const audiences = printedFor(list, at)
  return goodsIds.flatMap((goodsId) => {
    const moved = audiences
      .map((ctx) => ({ old: resolvePrice(before, goodsId, ctx), now: resolvePrice(after, goodsId, ctx) }))
      .find(({ old, now }) => now && old?.priceFen !== now.priceFen)
    return moved
      ? [{ goodsId, oldPriceFen: moved.old?.priceFen ?? null, newPriceFen: moved.now!.priceFen }]
      : []
  })
}

/** Leaves the print job of an applied order: its changed tags, none when no printed price moved. */
export async function recordTagJob(
  tx: Tx,
  ids: IdGenerator,
  order: { id: string; listId: string },
  changes: readonly TagChange[],
): Promise<string | null> {
  if (changes.length === 0) return null
  const jobId = ids.next()
  await tx
    .insert(priceTagJob)
    .values({ id: jobId, orderId: order.id, listId: order.listId, lineCount: changes.length })
  await tx.insert(priceTagJobLine).values(changes.map((c) => ({ id: ids.next(), jobId, ...c })))
  return jobId
}
