import type { PriceAnswer } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { loadBook } from './book'
import { resolvePrice, type InquiryContext } from './resolver'

/**
 * The price of each goods for one shop, member grade, channel and time, with the explanation: what
 * shop checkout, the promotion engine and the POS call (exported from the module's index).
 */
export async function inquirePrices(
  tx: Tx,
  goodsIds: readonly string[],
  ctx: InquiryContext,
): Promise<PriceAnswer[]> {
  const { book } = await loadBook(tx, goodsIds)
  return goodsIds.map((goodsId) => {
    const r = resolvePrice(book, goodsId, ctx)
    return r
      ? { goodsId, priceFen: r.priceFen, floorFen: r.floorFen, explanation: r.explanation }
      : { goodsId, priceFen: null, floorFen: null, explanation: null }
  })
}
