import type { IdGenerator } from '../../core/ids'
import { onOrderCancelled, registerPrepaidTender } from '../shop'
import { netPaid } from './card-ledger'
import { refundOrderToCards } from './card-payments'

/**
 * Plugs gift cards into the shop's ports: the gateway charges only what the cards did not pay, a
 * refund goes back to the cards first, and a cancelled order's card payments go back to the cards, each
 * in the shop's transaction. Returns the unplug function.
 */
export function plugCardsIntoShop(ids: IdGenerator): () => void {
  const unplugTender = registerPrepaidTender({
    heldFen: (tx, orderId) => netPaid({ tx, ids, userId: null }, orderId),
    refund: (c, orderId, amountFen) => refundOrderToCards(c, orderId, amountFen),
  })
  const unplugCancel = onOrderCancelled(async (tx, order) => {
    await refundOrderToCards({ tx, ids, userId: null }, order.orderId)
  })
  return () => {
    unplugTender()
    unplugCancel()
  }
}
