import { and, eq, inArray } from 'drizzle-orm'
import type { CheckoutInput, ShopOrderDetail } from '@store/contract'
import { badRequest } from '../../core/errors'
import { trialCalculation } from '../promotion'
import type { OrderContext } from './context'
import { memberDiscountPercent, memberDiscounts } from './member-price'
import { announceOrderMoney } from './order-money'
import { logOrder } from './order-log'
import { orderDetail } from './order-queries'
import { requestPrescriptionReview } from './prescription'
import { shopGoods, shopOrder, shopOrderLine } from './schema'
import { loadSettings } from './settings'
import { reserveStock } from './stock'

type GoodsRow = typeof shopGoods.$inferSelect

/** The cart's lines, one per goods (a goods sent twice is bought once with both quantities). */
function mergedLines(lines: CheckoutInput['lines']) {
  const qty = new Map<string, number>()
  for (const l of lines) qty.set(l.shopGoodsId, (qty.get(l.shopGoodsId) ?? 0) + l.quantity)
  return [...qty].map(([shopGoodsId, quantity]) => ({ shopGoodsId, quantity }))
}

/**
 * Each line's discount: the promotions engine's (the approved activities in force), then the member's
 * paying-membership percent off what is left, shared across the lines to the fen (largest remainder).
 */
async function priceLines(c: OrderContext, cart: { goods: GoodsRow; quantity: number }[], memberId?: string) {
  const trial = await trialCalculation(c, {
    lines: cart.map(({ goods, quantity }) => ({
      goodsId: goods.goodsId,
      quantity,
      unitPriceFen: goods.priceFen,
      classId: goods.classId,
      brandId: goods.brandId,
    })),
    member: memberId ? { id: memberId } : null,
    channel: 'mall',
  })
  const promoted = cart.map(({ goods, quantity }, i) => {
    const line = trial.lines.find((l) => l.lineId === String(i + 1))
    const originalFen = goods.priceFen * quantity
    return {
      goods,
      quantity,
      originalFen,
      promotedFen: Math.min(originalFen, Math.max(0, line?.payableFen ?? originalFen)),
    }
  })
  const member = memberDiscounts(
    promoted.map((l) => l.promotedFen),
    await memberDiscountPercent(c, memberId),
  )
  return promoted.map(({ promotedFen, ...line }, i) => {
    const payableFen = promotedFen - member[i]!
    return { ...line, payableFen, discountFen: line.originalFen - payableFen, memberDiscountFen: member[i]! }
  })
}

/**
 * The shop front's checkout, in one transaction: the cart is priced (list price less the promotions
 * engine's discounts), each line's stock is reserved by a guarded decrement (the whole order fails with
 * "sold out" when one line cannot be had), and the order waits to be paid, or first for a prescription
 * review when it holds an Rx line. A key seen before answers its order unchanged.
 */
export async function checkout(c: OrderContext, input: CheckoutInput): Promise<ShopOrderDetail> {
  const [seen] = await c.tx
    .select({ id: shopOrder.id })
    .from(shopOrder)
    .where(eq(shopOrder.idempotencyKey, input.idempotencyKey))
  if (seen) return orderDetail(c.tx, seen.id, c.timeZone)

  const settings = await loadSettings(c.tx)
  if (!settings.mall.isOpen) throw badRequest('shopClosed')
  if (input.deliveryType === 'pickup' && !settings.mall.pickupEnabled) throw badRequest('shopPickupOff')
  if (input.deliveryType === 'express' && !input.address?.trim()) throw badRequest('shopAddressRequired')

  const wanted = mergedLines(input.lines)
  const rows = await c.tx
    .select()
    .from(shopGoods)
    .where(
      and(
        eq(shopGoods.isDeleted, 0),
        inArray(
          shopGoods.id,
          wanted.map((w) => w.shopGoodsId),
        ),
      ),
    )
  const cart = wanted.map((w) => {
    const goods = rows.find((r) => r.id === w.shopGoodsId)
    if (!goods || !goods.onShelf)
      throw badRequest('shopGoodsOffShelf', { name: goods?.goodsName ?? w.shopGoodsId })
    return { goods, quantity: w.quantity }
  })
  // stock first: a buyer who comes too late is told at once, before any pricing work
  for (const { goods, quantity } of cart)
    if (!(await reserveStock(c.tx, goods.id, quantity)))
      throw badRequest('shopSoldOut', { name: goods.goodsName })
  const priced = await priceLines(c, cart, input.memberId)

  const id = c.ids.next()
  const orderNo = `SO${id}`
  const rx = priced.some((l) => l.goods.rx)
  const status = rx ? 'awaiting_prescription' : 'unpaid'
  const expiresAt = rx ? null : new Date(Date.now() + settings.cancelMinutes * 60_000)
  const sum = (k: 'originalFen' | 'payableFen' | 'discountFen' | 'memberDiscountFen') =>
    priced.reduce((s, l) => s + l[k], 0)
  await c.tx.insert(shopOrder).values({
    id,
    orderNo,
    idempotencyKey: input.idempotencyKey,
    status,
    buyerName: input.buyerName,
    buyerPhone: input.buyerPhone,
    memberId: input.memberId ?? null,
    deliveryType: input.deliveryType,
    address: input.deliveryType === 'express' ? input.address!.trim() : null,
    originalFen: sum('originalFen'),
    discountFen: sum('discountFen'),
    memberDiscountFen: sum('memberDiscountFen'),
    payableFen: sum('payableFen'),
    buyerRemark: input.buyerRemark ?? null,
    expiresAt,
    createUser: c.userId,
  })
  await c.tx.insert(shopOrderLine).values(
    priced.map((l) => ({
      id: c.ids.next(),
      orderId: id,
      shopGoodsId: l.goods.id,
      goodsId: l.goods.goodsId,
      goodsCode: l.goods.goodsCode,
      goodsName: l.goods.goodsName,
      rx: l.goods.rx,
      unitPriceFen: l.goods.priceFen,
      quantity: l.quantity,
      discountFen: l.discountFen,
      memberDiscountFen: l.memberDiscountFen,
      payableFen: l.payableFen,
    })),
  )
  await logOrder(c, id, 'checkout', null, status)
  if (expiresAt) await c.scheduleTimeout(c.tx, c.tenantId, id, expiresAt)
  if (input.inviteCode)
    await announceOrderMoney(c.tx, {
      type: 'placed',
      tenantId: c.tenantId,
      orderId: id,
      orderNo,
      memberId: input.memberId ?? null,
      inviteCode: input.inviteCode,
      lines: priced.map((l) => ({ goodsId: l.goods.goodsId, payableFen: l.payableFen })),
    })
  if (rx)
    await requestPrescriptionReview(c.tx, {
      tenantId: c.tenantId,
      orderId: id,
      orderNo,
      lines: priced
        .filter((l) => l.goods.rx)
        .map((l) => ({ goodsId: l.goods.goodsId, goodsName: l.goods.goodsName, quantity: l.quantity })),
    })
  return orderDetail(c.tx, id, c.timeZone)
}
