import { and, eq, inArray } from 'drizzle-orm'
import type { OrderSource, ShopOrderStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { alertOrder } from './alerts'
import type { ShopContext } from './context'
import { logOrder, moveOrder } from './order-log'
import { lockOrder } from './order-queries'
import type { PaymentGateway } from './payment'
import { shopGoods, shopOrder, shopOrderLine } from './schema'
import { reserveStock } from './stock'
import { cancelOrder } from './transitions'

/** An activity's work in the shop: its tenant transaction, who acts, the gateway it pays through. */
export type ActivityOrderContext = ShopContext & { payments: PaymentGateway }

export interface ActivityOrderInput {
  memberId: string
  /** each line at the activity's unit price */
  lines: { shopGoodsId: string; quantity: number; unitPriceFen: number }[]
  source: OrderSource & { activityName: string }
  /** a group buy's order: paid, it waits in `group_forming` until its team forms or fails */
  waitForGroup?: boolean
  /** the units are already taken from the goods' stock (a seckill's reserved stock) */
  stockHeld?: boolean
}

/**
 * The port the marketing activities sell through: an order at the activity's price, in the caller's
 * transaction. Unless `stockHeld`, each line's units are taken by the shop's guarded decrement (the
 * no-oversell rule of checkout; the whole purchase fails with "sold out"). The lines keep the goods'
 * snapshot (list price, the activity's reduction as the discount), the order is paid at once through
 * the gateway, picked up in store, and its timeline names the activity. Answers the order's id.
 */
export async function createActivityOrder(
  c: ActivityOrderContext,
  input: ActivityOrderInput,
): Promise<string> {
  const goods = await c.tx
    .select()
    .from(shopGoods)
    .where(
      and(
        eq(shopGoods.isDeleted, 0),
        inArray(
          shopGoods.id,
          input.lines.map((l) => l.shopGoodsId),
        ),
      ),
    )
  const priced = input.lines.map((l) => {
    const g = goods.find((r) => r.id === l.shopGoodsId)
    if (!g) throw badRequest('shopGoodsOffShelf', { name: l.shopGoodsId })
    const payableFen = l.unitPriceFen * l.quantity
    const originalFen = Math.max(g.priceFen * l.quantity, payableFen)
    return { g, quantity: l.quantity, originalFen, payableFen, discountFen: originalFen - payableFen }
  })
  if (!input.stockHeld)
    for (const { g, quantity } of priced)
      if (!(await reserveStock(c.tx, g.id, quantity))) throw badRequest('shopSoldOut', { name: g.goodsName })

  const id = c.ids.next()
  const orderNo = `SO${id}`
  const sum = (k: 'originalFen' | 'payableFen' | 'discountFen') => priced.reduce((s, l) => s + l[k], 0)
  const payableFen = sum('payableFen')
  const paymentRef = payableFen > 0 ? await charge(c, orderNo, payableFen) : null
  const status: ShopOrderStatus = input.waitForGroup ? 'group_forming' : 'paid'
  await c.tx.insert(shopOrder).values({
    id,
    orderNo,
    idempotencyKey: `activity:${input.source.kind}:${input.source.recordId}`,
    status,
    buyerName: '',
    buyerPhone: '',
    memberId: input.memberId,
    deliveryType: 'pickup',
    originalFen: sum('originalFen'),
    discountFen: sum('discountFen'),
    payableFen,
    paidFen: payableFen,
    paymentMethod: paymentRef ? 1 : null,
    paymentRef,
    paidAt: new Date(),
    sourceKind: input.source.kind,
    sourceActivityId: input.source.activityId,
    sourceRecordId: input.source.recordId,
    createUser: c.userId,
  })
  await c.tx.insert(shopOrderLine).values(
    priced.map((l) => ({
      id: c.ids.next(),
      orderId: id,
      shopGoodsId: l.g.id,
      goodsId: l.g.goodsId,
      goodsCode: l.g.goodsCode,
      goodsName: l.g.goodsName,
      rx: l.g.rx,
      unitPriceFen: l.g.priceFen,
      quantity: l.quantity,
      discountFen: l.discountFen,
      payableFen: l.payableFen,
    })),
  )
  await logOrder(c, id, 'activity_buy', null, status, input.source.activityName)
  if (!input.waitForGroup)
    await alertOrder(c, 'newOrder', { orderNo, deliveryType: 'pickup', amountFen: payableFen })
  return id
}

async function charge(c: ActivityOrderContext, orderNo: string, amountFen: number): Promise<string> {
  const answer = await c.payments.charge({ orderNo, amountFen, method: 1 })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
  return answer.reference
}

/** A group buy's team formed: each of its orders still waiting (one staff cancelled is left) is an ordinary paid order. */
export async function releaseGroupOrders(c: ActivityOrderContext, orderIds: string[]): Promise<void> {
  for (const id of orderIds) {
    const order = await lockOrder(c.tx, id)
    if (order.status !== 'group_forming') continue
    await moveOrder(c, order, ['group_forming'], 'paid', 'group_formed')
    await alertOrder(c, 'newOrder', {
      orderNo: order.orderNo,
      deliveryType: 'pickup',
      amountFen: order.paidFen,
    })
  }
}

/**
 * A group buy's team failed: each of its orders still waiting is cancelled through the shop's cancel
 * (units back to stock, the payment refunded); one cancelled already is left as it is.
 */
export async function failGroupOrders(
  c: ActivityOrderContext,
  orderIds: string[],
  reason: string,
): Promise<void> {
  for (const id of orderIds)
    if ((await lockOrder(c.tx, id)).status === 'group_forming') await cancelOrder(c, id, reason)
}
