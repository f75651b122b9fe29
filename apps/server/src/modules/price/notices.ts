import type { Locale, MessageKey } from '@store/contract'
import { translate } from '@store/contract'
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
  locale: string
}

export const ORDER_ADDRESS = '/priceCenter/priceOrder'

/** Sends one price-order event to these users, worded in the submitter's language. */
export async function notifyOrder(
  tx: Tx,
  event: PriceOrderEvent,
  order: NoticeOrder,
  userIds: readonly (string | null)[],
  key: MessageKey,
  params: Record<string, string | number> = {},
): Promise<void> {
  const locale = order.locale as Locale
  const to = [...new Set(userIds)].flatMap((u) => (u ? [userRoom(order.tenantId, u)] : []))
  if (to.length === 0) return
  await enqueueRealtime(tx, {
    event,
    payload: {
      title: translate('priceNoticeTitle', locale),
      content: translate(key, locale, { code: order.code, title: order.title, ...params }),
      address: ORDER_ADDRESS,
    },
    to,
  })
}
