import { translate, type MessageKey } from '@store/contract'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { rolesHolding } from '../access'
import { usersWithRoles } from '../user'
import { SHOP_CODES } from '@store/contract'
import type { ShopContext } from './context'
import { loadSettings } from './settings'

export const ORDER_ADDRESS = '/ecshop/order/orderManagement'

interface AlertOrder {
  orderNo: string
  deliveryType: string
  amountFen: number
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

/**
 * `newOrder` (an order was paid) or `refundOrder` (a paid order was cancelled and refunded, or an
 * after-sale refunded: `content` names that text), sent in
 * the order's transaction to every user of the tenant holding the order screen's permission, with the
 * voice alert as the shop's voice setting says (spec §7, §8).
 */
export async function alertOrder(
  c: ShopContext,
  kind: 'newOrder' | 'refundOrder',
  order: AlertOrder,
  content?: MessageKey,
) {
  const users = await usersWithRoles(c.tx, await rolesHolding(c.tx, SHOP_CODES.orderView))
  if (users.length === 0) return
  const { voice } = await loadSettings(c.tx)
  const sounds = kind === 'newOrder' ? voice.newOrderVoice : voice.refundOrderVoice
  const [title, text] =
    kind === 'newOrder'
      ? (['shopNewOrderTitle', 'shopNewOrder'] as const)
      : (['shopRefundOrderTitle', 'shopRefundOrder'] as const)
  await enqueueRealtime(c.tx, {
    event: kind,
    payload: {
      title: translate(title, c.locale),
      content: translate(content ?? text, c.locale, {
        orderNo: order.orderNo,
        amount: yuan(order.amountFen),
      }),
      orderType: order.deliveryType,
      ...(sounds ? { voiceTime: voice.voiceTime } : {}),
      address: ORDER_ADDRESS,
    },
    to: users.map((u) => userRoom(c.tenantId, u)),
  })
}
