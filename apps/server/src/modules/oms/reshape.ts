import { asc, eq, inArray } from 'drizzle-orm'
import { translate, type OmsStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { goodsStockBriefs } from '../goods'
import type { OmsContext } from './context'
import { insertLines } from './intake'
import { mergeLines, splitOff, type GoodsQty } from './lines'
import { logStep } from './log'
import { RESHAPE_FROM } from './machine'
import { stateRefusal } from './move'
import { lockOrder } from './orders'
import { omsOrder, omsOrderLine } from './schema'

type Row = typeof omsOrder.$inferSelect

/** The order, locked for the reshaping (a concurrent move waits), in a status that may be reshaped. */
async function lockReshapable(c: OmsContext, id: string, action: 'split' | 'merge'): Promise<Row> {
  const row = await lockOrder(c, id)
  if (!(RESHAPE_FROM as readonly string[]).includes(row.status)) throw stateRefusal(c, row.status, action)
  return row
}

export const linesOf = async (c: Pick<OmsContext, 'tx'>, orderId: string): Promise<GoodsQty[]> =>
  (
    await c.tx
      .select({ goodsId: omsOrderLine.goodsId, qty: omsOrderLine.qty })
      .from(omsOrderLine)
      .where(eq(omsOrderLine.orderId, orderId))
      .orderBy(asc(omsOrderLine.id))
  ).map((l) => ({ goodsId: l.goodsId, qty: l.qty }))

export async function replaceLines(c: OmsContext, orderId: string, lines: readonly GoodsQty[]) {
  await c.tx.delete(omsOrderLine).where(eq(omsOrderLine.orderId, orderId))
  await insertLines(c, orderId, lines)
}

/** A new order split off `from` with these lines, in `status`; both timelines say so. */
export async function splitInto(
  c: OmsContext,
  from: Row,
  lines: readonly GoodsQty[],
  status: OmsStatus,
  warehouseId: string | null,
) {
  const id = c.ids.next()
  const code = `OM${id}`
  await c.tx.insert(omsOrder).values({
    ...from,
    id,
    code,
    status,
    heldFrom: null,
    warehouseId,
    parentId: from.parentId ?? from.id,
    pickId: null,
    createUser: c.userId,
    updateUser: c.userId,
    createTime: new Date(),
    updateTime: new Date(),
  })
  await insertLines(c, id, lines)
  await logStep(c, id, 'split', null, status, translate('omsSplitFrom', c.locale, { code: from.code }))
  await logStep(
    c,
    from.id,
    'split',
    from.status as OmsStatus,
    from.status as OmsStatus,
    translate('omsSplitInto', c.locale, { code }),
  )
  return id
}

/** Moves some quantities of a new or routed order into a new order of the same status. */
export async function splitOrder(c: OmsContext, id: string, part: readonly GoodsQty[]): Promise<string[]> {
  const row = await lockReshapable(c, id, 'split')
  const lines = await linesOf(c, id)
  const plan = splitOff(lines, part)
  const goodsName = async (goodsId: string) =>
    (await goodsStockBriefs(c.tx, [goodsId]))[0]?.tradeName ?? goodsId
  if (plan && 'missing' in plan)
    throw badRequest('omsSplitNotInOrder', { goods: await goodsName(plan.missing) })
  if (!plan) {
    const over = part.find((p) => (lines.find((l) => l.goodsId === p.goodsId)?.qty ?? 0) <= p.qty) ?? part[0]!
    throw badRequest('omsSplitTooMuch', {
      goods: await goodsName(over.goodsId),
      qty: lines.find((l) => l.goodsId === over.goodsId)?.qty ?? 0,
    })
  }
  await replaceLines(c, id, plan.kept)
  return [id, await splitInto(c, row, plan.moved, row.status as OmsStatus, row.warehouseId)]
}

/**
 * Merges orders of one receiver and channel, none yet handed to a warehouse, into the first: it holds
 * all their lines and is routed again (new); the others are cancelled, each naming the order it went into.
 */
export async function mergeOrders(c: OmsContext, ids: readonly string[]): Promise<string> {
  const unique = [...new Set(ids)]
  const rows: Row[] = []
  for (const id of [...unique].sort()) rows.push(await lockReshapable(c, id, 'merge'))
  const key = (r: Row) => [r.channel, r.receiverName, r.receiverPhone, r.address].join('\u0000')
  if (unique.length < 2 || rows.some((r) => key(r) !== key(rows[0]!))) throw badRequest('omsMergeMismatch')
  const [into, ...others] = unique.map((id) => rows.find((r) => r.id === id)!)
  const each: GoodsQty[][] = []
  for (const id of unique) each.push(await linesOf(c, id))
  const lines = mergeLines(each)
  await replaceLines(c, into!.id, lines)
  await c.tx
    .update(omsOrder)
    .set({ status: 'new', heldFrom: null, warehouseId: null, updateUser: c.userId, updateTime: new Date() })
    .where(eq(omsOrder.id, into!.id))
  await logStep(c, into!.id, 'merge', into!.status as OmsStatus, 'new')
  const note = translate('omsMergedInto', c.locale, { code: into!.code })
  await c.tx
    .update(omsOrder)
    .set({ status: 'cancelled', updateUser: c.userId, updateTime: new Date() })
    .where(
      inArray(
        omsOrder.id,
        others.map((o) => o.id),
      ),
    )
  await c.tx.delete(omsOrderLine).where(
    inArray(
      omsOrderLine.orderId,
      others.map((o) => o.id),
    ),
  )
  for (const o of others) await logStep(c, o.id, 'merge', o.status as OmsStatus, 'cancelled', note)
  return into!.id
}
