import type { ActivityKind } from '@store/contract'
import { cancelOrder, createActivityOrder } from '../shop'
import type { ActivityRow } from './activities'
import type { ActivityContext } from './context'

/**
 * Sells an activity's goods as a shop order at the activity's unit price, paid through the shop's
 * gateway (the shop's port): the order names the activity and the record (`recordId`) it was sold by.
 */
export function orderFor(
  c: ActivityContext,
  a: ActivityRow,
  sale: { memberId: string; quantity: number; unitPriceFen: number; recordId: string },
  options: { waitForGroup?: boolean; stockHeld?: boolean } = {},
): Promise<string> {
  return createActivityOrder(c, {
    memberId: sale.memberId,
    lines: [{ shopGoodsId: a.shopGoodsId, quantity: sale.quantity, unitPriceFen: sale.unitPriceFen }],
    source: { kind: a.kind as ActivityKind, activityId: a.id, recordId: sale.recordId, activityName: a.name },
    ...options,
  })
}

/** Takes an activity's order back through the shop's cancel: units back to stock, the payment refunded. */
export async function cancelActivityOrder(
  c: ActivityContext,
  orderId: string,
  reason: string,
): Promise<void> {
  await cancelOrder(c, orderId, reason)
}
