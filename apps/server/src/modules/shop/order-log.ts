import { and, eq } from 'drizzle-orm'
import {
  SHOP_ORDER_STATUS_LABELS,
  translate,
  type MessageKey,
  type OrderAction,
  type ShopOrderStatus,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import type { ShopContext } from './context'
import { shopOrder, shopOrderLog } from './schema'

type MoveAction = Exclude<
  OrderAction,
  'checkout' | 'activity_buy' | 'remark' | `after_sale_${string}` | `carrier_${string}`
>
const ACTION_NAMES: Record<MoveAction, MessageKey> = {
  pay: 'shopActionPay',
  ship: 'shopActionShip',
  pickup: 'shopActionPickup',
  complete: 'shopActionComplete',
  cancel: 'shopActionCancel',
  prescription_approved: 'shopActionApprove',
  group_formed: 'shopActionGroupFormed',
}

/** Records one step of the order's timeline. */
export async function logOrder(
  c: ShopContext,
  orderId: string,
  action: OrderAction,
  from: string | null,
  to: string | null,
  note: string | null = null,
): Promise<void> {
  await c.tx.insert(shopOrderLog).values({
    id: c.ids.next(),
    orderId,
    action,
    fromStatus: from,
    toStatus: to,
    note,
    userId: c.userId,
  })
}

/**
 * Moves an order from one of `from` to `to` in one guarded UPDATE (the state it was read in must still
 * hold), with its timeline entry; refused with the order's state and the action's name otherwise.
 */
export async function moveOrder(
  c: ShopContext,
  order: { id: string; status: string },
  from: readonly ShopOrderStatus[],
  to: ShopOrderStatus,
  action: MoveAction,
  set: Partial<typeof shopOrder.$inferInsert> = {},
  note: string | null = null,
): Promise<void> {
  const refuse = () =>
    badRequest('shopOrderState', {
      status: SHOP_ORDER_STATUS_LABELS[order.status as ShopOrderStatus][c.locale],
      action: translate(ACTION_NAMES[action], c.locale),
    })
  if (!from.includes(order.status as ShopOrderStatus)) throw refuse()
  const moved = await c.tx
    .update(shopOrder)
    .set({ ...set, status: to, updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(shopOrder.id, order.id), eq(shopOrder.status, order.status)))
    .returning({ id: shopOrder.id })
  if (moved.length === 0) throw refuse()
  await logOrder(c, order.id, action, order.status, to, note)
}
