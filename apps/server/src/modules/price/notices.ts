import type { PriceOrderNotice } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'

/** The four price-order events of spec §7; the host shows each for 5000 ms (spec §8). */
export type PriceOrderEvent =
  | 'newPriceOrderMessage'
  | 'newPriceOrderCheckMessage'
  | 'newPriceOrderCheckSuccessMessage'
  | 'newPriceOrderCheckFailMessage'

export interface NoticeOrder {
  tenantId: string
  code: string
  title: string
}

export const ORDER_ADDRESS = '/priceCenter/priceOrder'

/**
 * Sends one price-order event to these users: the order and the event's params, which the host words
 * in each recipient's language (like the workflow's notices).
 */
export async function notifyOrder(
  tx: Tx,
  event: PriceOrderEvent,
  order: NoticeOrder,
  userIds: readonly (string | null)[],
  params: Omit<PriceOrderNotice['params'], 'code' | 'title'> = {},
): Promise<void> {
  const to = [...new Set(userIds)].flatMap((u) => (u ? [userRoom(order.tenantId, u)] : []))
  if (to.length === 0) return
  const payload: PriceOrderNotice = {
    params: { code: order.code, title: order.title, ...params },
    address: ORDER_ADDRESS,
  }
  await enqueueRealtime(tx, { event, payload, to })
}
