import type { Tx } from '../../core/db/database'

/** A paid order to be delivered: what the order management area takes in. */
export interface PaidOrder {
  tenantId: string
  orderId: string
  orderNo: string
  buyerName: string
  buyerPhone: string
  address: string
  lines: { goodsId: string; quantity: number }[]
}
export type OrderPaidListener = (tx: Tx, order: PaidOrder) => Promise<void>

const listeners: OrderPaidListener[] = []

/**
 * The port the order management area plugs into (it comes above the shop): it hears each paid
 * express order in the payment's transaction. Returns the unplug function.
 */
export function onOrderPaid(listener: OrderPaidListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announceOrderPaid(tx: Tx, order: PaidOrder): Promise<void> {
  for (const listener of listeners) await listener(tx, order)
}
