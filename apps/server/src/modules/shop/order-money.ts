import type { Tx } from '../../core/db/database'

/**
 * What happens to an order's money, for the areas that pay commission on it (distribution):
 * `placed` (checked out, with the invitation code it was placed with), `paid`, and `refunded` (by a
 * cancellation or an after-sale; `refundedFen` is the order's whole refunded amount so far).
 */
export type OrderMoneyEvent =
  | {
      type: 'placed'
      tenantId: string
      orderId: string
      orderNo: string
      memberId: string | null
      inviteCode: string
      lines: { goodsId: string; payableFen: number }[]
    }
  | { type: 'paid'; tenantId: string; orderId: string; paidFen: number; paidAt: Date }
  | { type: 'refunded'; tenantId: string; orderId: string; paidFen: number; refundedFen: number }
export type OrderMoneyListener = (tx: Tx, event: OrderMoneyEvent) => Promise<void>

const listeners: OrderMoneyListener[] = []

/**
 * The port the distribution centre plugs into (it comes above the shop): it hears each order placed
 * with an invitation code, each payment and each refund, in the shop's transaction. Returns the unplug
 * function.
 */
export function onOrderMoney(listener: OrderMoneyListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announceOrderMoney(tx: Tx, event: OrderMoneyEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event)
}
