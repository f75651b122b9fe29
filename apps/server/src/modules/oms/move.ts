import { and, eq, inArray } from 'drizzle-orm'
import { OMS_ACTION_NAMES, OMS_STATUS_NAMES, type OmsAction, type OmsStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { OmsContext } from './context'
import { logStep } from './log'
import { ACTION_FROM, next, type MoveAction } from './machine'
import { orderRow } from './orders'
import { omsOrder } from './schema'

type Row = typeof omsOrder.$inferSelect

/** The refusal naming the order's status and what could not be done. */
export function stateRefusal(c: OmsContext, status: string, action: OmsAction) {
  return badRequest('omsStateChanged', {
    status: OMS_STATUS_NAMES[status as OmsStatus][c.locale],
    action: OMS_ACTION_NAMES[action][c.locale],
  })
}

/**
 * Takes an order one step of the state machine with one guarded UPDATE (its status and held-from as
 * read), so of two concurrent moves on one order only the first goes through; the other is refused
 * with the status it found. The step is logged on the timeline.
 */
export async function moveOrder(
  c: OmsContext,
  id: string,
  action: MoveAction,
  set: Partial<Pick<Row, 'warehouseId' | 'pickId' | 'remark'>> = {},
  note: string | null = null,
): Promise<Row> {
  const row = await orderRow(c, id)
  const to = next({ status: row.status as OmsStatus, heldFrom: row.heldFrom as OmsStatus | null }, action)
  if (!to) throw stateRefusal(c, row.status, action)
  const [moved] = await c.tx
    .update(omsOrder)
    .set({ ...set, status: to.status, heldFrom: to.heldFrom, updateUser: c.userId, updateTime: new Date() })
    .where(
      and(
        eq(omsOrder.id, id),
        eq(omsOrder.status, row.status),
        inArray(omsOrder.status, [...ACTION_FROM[action]]),
      ),
    )
    .returning()
  if (!moved) throw stateRefusal(c, (await orderRow(c, id)).status, action)
  await logStep(c, id, action, row.status as OmsStatus, to.status, note)
  return moved
}
