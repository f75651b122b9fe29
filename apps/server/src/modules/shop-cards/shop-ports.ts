import type { IdGenerator } from '../../core/ids'
import { onOrderCancelled, registerMemberPrice, registerPrepaidTender } from '../shop'
import { netPaid } from './card-ledger'
import { refundOrderToCards } from './card-payments'
import { memberBenefits } from './membership'

/**
 * Plugs the cards tools into the shop's ports, each called in the shop's transaction: the gateway
 * charges only what gift cards did not pay, a refund goes back to the cards first, a cancelled order's
 * card payments go back to the cards, and the checkout gives an active or in-grace paying member their
 * plan's discount. Returns the unplug function.
 */
export function plugCardsIntoShop(ids: IdGenerator): () => void {
  const unplugTender = registerPrepaidTender({
    heldFen: (tx, orderId) => netPaid({ tx, ids, userId: null }, orderId),
    refund: (c, orderId, amountFen) => refundOrderToCards(c, orderId, amountFen),
  })
  const unplugCancel = onOrderCancelled(async (tx, order) => {
    await refundOrderToCards({ tx, ids, userId: null }, order.orderId)
  })
  const unplugPrice = registerMemberPrice((c, memberId) => memberBenefits(c, memberId))
  return () => {
    unplugTender()
    unplugCancel()
    unplugPrice()
  }
}
