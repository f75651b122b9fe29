import { eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { shopOrder } from './schema'

/** A cancelled order: what a tool that took part of its payment (gift cards) hears, to give it back. */
export interface CancelledOrder {
  tenantId: string
  orderId: string
  orderNo: string
}
export type OrderCancelledListener = (tx: Tx, order: CancelledOrder) => Promise<void>

const listeners: OrderCancelledListener[] = []

/**
 * The port the shop's marketing tools plug into (they come above the shop): each cancelled order is
 * heard in the cancellation's transaction. Returns the unplug function.
 */
export function onOrderCancelled(listener: OrderCancelledListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announceOrderCancelled(tx: Tx, order: CancelledOrder): Promise<void> {
  for (const listener of listeners) await listener(tx, order)
}

/**
 * An order as a payment of part of it sees it, locked until the paying transaction ends (two payments
 * of one order take turns); null when there is no such order in the tenant.
 */
export async function lockOrderToPay(
  tx: Tx,
  id: string,
): Promise<{ orderNo: string; status: string; payableFen: number; memberId: string | null } | null> {
  const [row] = await tx
    .select({
      orderNo: shopOrder.orderNo,
      status: shopOrder.status,
      payableFen: shopOrder.payableFen,
      memberId: shopOrder.memberId,
    })
    .from(shopOrder)
    .where(eq(shopOrder.id, id))
    .for('update')
  return row ?? null
}
