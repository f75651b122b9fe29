import { badRequest } from '../../core/errors'
import { goodsStockBriefs, type GoodsStockBrief } from '../goods'
import type { WmsContext } from './context'

/** The goods a call names, each live in the tenant, or the refusal naming the first missing one. */
export async function goodsNamed(c: Pick<WmsContext, 'tx'>, ids: readonly string[]) {
  const found = new Map((await goodsStockBriefs(c.tx, ids)).map((g) => [g.id, g]))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined) throw badRequest('wmsGoodsMissing', { id: missing })
  return found
}

/** The goods of stored records, by id; a goods removed since shows by its id alone. */
export async function goodsOfRecords(c: Pick<WmsContext, 'tx'>, ids: readonly string[]) {
  const found = new Map((await goodsStockBriefs(c.tx, ids)).map((g) => [g.id, g]))
  return (id: string): Pick<GoodsStockBrief, 'goodsCode' | 'tradeName'> =>
    found.get(id) ?? { goodsCode: id, tradeName: id }
}
