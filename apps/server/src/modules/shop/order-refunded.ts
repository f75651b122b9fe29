import type { OrderSource } from '@store/contract'
import type { ShopContext } from './context'

/** An order an after-sale refunded in full, with the activity it was sold through (if any). */
export interface RefundedOrder {
  orderId: string
  source: OrderSource | null
}
export type OrderRefundedListener = (c: ShopContext, order: RefundedOrder) => Promise<void>

const listeners: OrderRefundedListener[] = []

/**
 * The port the marketing activities plug into: they hear each order an after-sale has refunded in full,
 * in the refund's transaction, to undo what the sale did on their side. Returns the unplug function.
 */
export function onOrderRefunded(listener: OrderRefundedListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announceOrderRefunded(c: ShopContext, order: RefundedOrder): Promise<void> {
  for (const listener of listeners) await listener(c, order)
}
