import { and, eq } from 'drizzle-orm'
import { translate } from '@store/contract'
import { badRequest } from '../../core/errors'
import { goodsStockBriefs } from '../goods'
import { warehouseStock } from '../wms'
import type { OmsContext } from './context'
import { planShares, preferWarehouses } from './lines'
import { moveOrder } from './move'
import { lockOrder } from './orders'
import { linesOf, replaceLines, splitInto } from './reshape'
import { omsRule } from './schema'

/**
 * Routes a new order: the warehouses are tried in the rules' order (equal priorities and the rest
 * nearest first, then the one with most stock of its goods); the first holding every line takes it, otherwise it is split, one order per warehouse,
 * each goods from the preferred warehouses as far as their stock goes. Stock short everywhere refuses
 * it and nothing changes. Returns the order and any split off it.
 */
export async function routeOrder(c: OmsContext, id: string): Promise<string[]> {
  // locked first: a concurrent split or merge cannot change the lines between reading and routing them
  const order = await lockOrder(c, id)
  const lines = await linesOf(c, id)
  const rules = await c.tx
    .select({
      priority: omsRule.priority,
      channel: omsRule.channel,
      region: omsRule.region,
      warehouseId: omsRule.warehouseId,
      shopId: omsRule.shopId,
    })
    .from(omsRule)
    .where(and(eq(omsRule.isDeleted, 0), eq(omsRule.status, 1)))
  const warehouses = await warehouseStock(
    c.tx,
    lines.map((l) => l.goodsId),
  )
  const plan = planShares(lines, preferWarehouses(order, rules, warehouses))
  if ('short' in plan) {
    const [goods] = await goodsStockBriefs(c.tx, [plan.short.goodsId])
    throw badRequest('omsNoStock', {
      goods: goods?.tradeName ?? plan.short.goodsId,
      available: plan.short.available,
      need: plan.short.qty,
    })
  }
  const nameOf = (warehouseId: string) => warehouses.find((w) => w.warehouseId === warehouseId)!.name
  const [first, ...rest] = plan.shares
  const routed = await moveOrder(
    c,
    id,
    'route',
    { warehouseId: first!.warehouseId },
    translate('omsRoutedTo', c.locale, { warehouse: nameOf(first!.warehouseId) }),
  )
  if (!rest.length) return [id]
  await replaceLines(c, id, first!.lines)
  const split = []
  for (const share of rest) split.push(await splitInto(c, routed, share.lines, 'routed', share.warehouseId))
  return [id, ...split]
}
