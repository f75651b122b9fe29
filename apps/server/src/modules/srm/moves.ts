import { and, eq, inArray } from 'drizzle-orm'
import { PO_STATUS_NAMES, type PoStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import type { SrmContext } from './context'
import { srmPurchaseOrder } from './schema'
import { sourcesOf } from './status-flow'

export type OrderRow = typeof srmPurchaseOrder.$inferSelect

export async function orderRow(c: Pick<SrmContext, 'tx'>, id: string): Promise<OrderRow> {
  const [row] = await c.tx.select().from(srmPurchaseOrder).where(eq(srmPurchaseOrder.id, id))
  if (!row) throw notFound()
  return row
}

/** The order's row, locked until the call's transaction ends: two receipts of one order run one after the other. */
export async function lockOrder(c: Pick<SrmContext, 'tx'>, id: string): Promise<OrderRow> {
  const [row] = await c.tx.select().from(srmPurchaseOrder).where(eq(srmPurchaseOrder.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

/**
 * Moves a purchase order one step to `to` with one guarded UPDATE: of two concurrent moves only one
 * goes through, and a move that would skip a step is refused and changes nothing.
 */
export async function moveOrder(c: SrmContext, id: string, to: PoStatus): Promise<OrderRow> {
  const [moved] = await c.tx
    .update(srmPurchaseOrder)
    .set({ status: to, updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(srmPurchaseOrder.id, id), inArray(srmPurchaseOrder.status, sourcesOf(to))))
    .returning()
  if (moved) return moved
  throw stepSkipped(c, (await orderRow(c, id)).status as PoStatus, to)
}

/** The refusal of a move the flow does not allow, in the caller's language. */
export function stepSkipped(c: Pick<SrmContext, 'locale'>, from: PoStatus, to: PoStatus) {
  const name = (s: PoStatus) => PO_STATUS_NAMES[s][c.locale]
  return badRequest('srmStepSkipped', { from: name(from), to: name(to) })
}
