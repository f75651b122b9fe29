import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { loadBook } from './book'
import { floorOf } from './resolver'
import { priceAnomaly } from './schema'

/**
 * A promotion's price of a goods from `at`; `ref` names the promotion (one open anomaly per goods and
 * promotion).
 */
export interface PromotionPrice {
  goodsId: string
  priceFen: number
  ref: string
  at: Date
}

/** A module's live promotion prices at `now`, for the nightly check (in the tenant's transaction). */
export type PromotionPriceSource = (tx: Tx, now: Date) => Promise<PromotionPrice[]>

const sources: PromotionPriceSource[] = []

/**
 * The port the promotion modules plug into (they depend on this module, not it on them): the nightly
 * check asks each source for its live promotion prices. Returns the unplug function.
 */
export function onPromotionPrices(source: PromotionPriceSource): () => void {
  sources.push(source)
  return () => void sources.splice(sources.indexOf(source), 1)
}

/**
 * Records the promotion prices under their goods' promotion floor valid at their `at` (kind
 * `promotion_floor`, the floor list as its list, the floor as its limit); answers how many. A promotion
 * calls it when saved (source `save`), the nightly check for the live ones (`nightly`).
 */
export async function recordPromotionPrices(
  tx: Tx,
  ids: IdGenerator,
  prices: readonly PromotionPrice[],
  source: 'save' | 'nightly' = 'save',
): Promise<number> {
  if (prices.length === 0) return 0
  const { book } = await loadBook(
    tx,
    prices.map((p) => p.goodsId),
  )
  const rows = prices.flatMap((p) => {
    const floor = floorOf(book, p.goodsId, p.at)
    return floor && p.priceFen < floor.priceFen
      ? [
          {
            id: ids.next(),
            kind: 'promotion_floor',
            goodsId: p.goodsId,
            listId: floor.listId,
            priceFen: p.priceFen,
            limitValue: floor.priceFen,
            source,
            fingerprint: `promotion_floor:${p.goodsId}:${floor.listId}:${p.ref}`,
          },
        ]
      : []
  })
  if (rows.length) await tx.insert(priceAnomaly).values(rows).onConflictDoNothing()
  return rows.length
}

/** The nightly part: every plugged-in source's live promotion prices against their floors. */
export async function promotionsUnderFloor(tx: Tx, ids: IdGenerator, now: Date): Promise<number> {
  let total = 0
  for (const source of sources)
    total += await recordPromotionPrices(tx, ids, await source(tx, now), 'nightly')
  return total
}
