import { and, eq } from 'drizzle-orm'
import type { Proposal, Rounding } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import { loadBook } from './book'
import { marginBp } from './guards'
import { roundPrice } from './rounding'
import { priceGuard, priceList, priceStrategy } from './schema'

type StrategyRow = typeof priceStrategy.$inferSelect

/** The price with exactly `bp` margin over the cost (rounded up to the fen). */
const priceAtMargin = (costFen: number, bp: number) => Math.ceil((costFen * 10000) / (10000 - bp))

/** A strategy's raw price for one goods, or null when what it starts from is unknown. */
function rawPrice(s: StrategyRow, cost: number | null, reference: number | null, followed: number | null) {
  switch (s.kind) {
    case 'cost_plus':
      return cost === null ? null : Math.round((cost * (10000 + s.valueBp)) / 10000)
    case 'reference_minus':
      return reference === null ? null : Math.round((reference * (10000 - s.valueBp)) / 10000)
    default:
      return followed === null ? null : Math.round((followed * s.valueBp) / 10000)
  }
}

/** Rounds, then keeps the margin within the strategy's guards (answering whether they moved it). */
export function guarded(s: StrategyRow, raw: number, cost: number | null): { fen: number; clamped: boolean } {
  let fen = roundPrice(raw, s.rounding as Rounding)
  if (cost === null || fen === 0) return { fen, clamped: false }
  if (s.minMarginBp !== null && marginBp(fen, cost) < s.minMarginBp) fen = priceAtMargin(cost, s.minMarginBp)
  else if (s.maxMarginBp !== null && s.maxMarginBp < 10000 && marginBp(fen, cost) > s.maxMarginBp)
    fen = Math.floor((cost * 10000) / (10000 - s.maxMarginBp))
  else return { fen, clamped: false }
  return { fen, clamped: true }
}

/** A strategy's prices for these goods beside the list's current ones: the diff a draft is made from. */
export async function propose(
  tx: Tx,
  strategyId: string,
  listId: string,
  goodsIds: string[],
): Promise<Proposal[]> {
  const [s] = await tx
    .select()
    .from(priceStrategy)
    .where(and(eq(priceStrategy.id, strategyId), eq(priceStrategy.isDeleted, 0)))
  if (!s) throw notFound()
  const [list] = await tx
    .select()
    .from(priceList)
    .where(and(eq(priceList.id, listId), eq(priceList.isDeleted, 0)))
  if (!list) throw badRequest('priceListMissing')
  const { book, goods } = await loadBook(tx, goodsIds)
  const guards = new Map(
    (await tx.select().from(priceGuard).where(eq(priceGuard.isDeleted, 0))).map((g) => [g.goodsId, g]),
  )
  const priceIn = (id: string | null, goodsId: string) => {
    const item = id ? book.item(id, goodsId) : undefined
    return item ? book.itemFen(item).priceFen : null
  }
  return goodsIds.flatMap((goodsId) => {
    const g = goods.get(goodsId)
    if (!g) return []
    const guard = guards.get(goodsId)
    const cost = guard?.costFen ?? null
    const raw = rawPrice(s, cost, guard?.referenceFen ?? null, priceIn(s.followListId, goodsId))
    const result = raw === null ? null : guarded(s, raw, cost)
    return [
      {
        goodsId,
        goodsName: g.tradeName,
        currentFen: priceIn(listId, goodsId),
        proposedFen: result?.fen ?? null,
        clamped: result?.clamped ?? false,
      },
    ]
  })
}
