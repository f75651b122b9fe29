import { and, eq, sql } from 'drizzle-orm'
import {
  AFTER_SALE_TYPE_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  type AfterSaleDetail,
  type AfterSaleInput,
  type AfterSaleType,
  type ShopOrderStatus,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { afterSaleDetail } from './after-sale-queries'
import type { OrderContext } from './context'
import { logOrder } from './order-log'
import { lockOrder, orderLines } from './order-queries'
import { shopAfterSale, shopAfterSaleLine, shopOrderLine } from './schema'

/** A refund may be asked once paid; a return once the goods have left (shipped, or completed). */
const ALLOWED: Record<AfterSaleType, readonly ShopOrderStatus[]> = {
  refund: ['paid', 'shipped', 'completed'],
  return: ['shipped', 'completed'],
}

type OrderLine = Awaited<ReturnType<typeof orderLines>>[number]
interface Claim {
  line: OrderLine
  quantity: number
  amountFen: number
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

/** The whole order: everything of each line not claimed back yet. */
function wholeOrder(lines: OrderLine[], type: AfterSaleType): Claim[] {
  const claims = lines.map((line) => ({
    line,
    quantity: type === 'return' ? line.quantity - line.claimedQty : 0,
    amountFen: line.payableFen - line.claimedFen,
  }))
  const left = claims.filter((c) => c.amountFen > 0)
  if (left.length === 0) throw badRequest('shopAfterSaleNothingLeft')
  return left
}

function byLine(lines: OrderLine[], input: AfterSaleInput): Claim[] {
  return input.lines!.map((asked) => {
    const line = lines.find((l) => l.id === asked.orderLineId)
    if (!line) throw badRequest('shopAfterSaleLineMissing')
    const quantity = input.type === 'return' ? (asked.quantity ?? 0) : 0
    if (input.type === 'return' && quantity < 1)
      throw badRequest('shopAfterSaleNoQuantity', { name: line.goodsName })
    return { line, quantity, amountFen: asked.amountFen }
  })
}

/**
 * Claims `amountFen` (and `quantity` units) of an order line in one guarded UPDATE: the line's row lock
 * queues concurrent requests and each re-checks what the one before left, so what is claimed never
 * passes what was paid or sold (the table's check refuses it too).
 */
async function claim(c: OrderContext, { line, quantity, amountFen }: Claim): Promise<void> {
  const rows = await c.tx
    .update(shopOrderLine)
    .set({
      claimedFen: sql`${shopOrderLine.claimedFen} + ${amountFen}`,
      claimedQty: sql`${shopOrderLine.claimedQty} + ${quantity}`,
    })
    .where(
      and(
        eq(shopOrderLine.id, line.id),
        sql`${shopOrderLine.claimedFen} + ${amountFen} <= ${shopOrderLine.payableFen}`,
        sql`${shopOrderLine.claimedQty} + ${quantity} <= ${shopOrderLine.quantity}`,
      ),
    )
    .returning({ id: shopOrderLine.id })
  if (rows.length === 1) return
  const [now] = await c.tx.select().from(shopOrderLine).where(eq(shopOrderLine.id, line.id))
  if (now!.claimedQty + quantity > now!.quantity)
    throw badRequest('shopAfterSaleQuantity', { name: line.goodsName, max: now!.quantity - now!.claimedQty })
  throw badRequest('shopAfterSaleTooMuch', {
    name: line.goodsName,
    max: yuan(now!.payableFen - now!.claimedFen),
  })
}

/**
 * The buyer asks for a refund or a return on a paid order, whole or by line, in one transaction: each
 * line's amount is claimed by a guarded update, the request waits for review, and the order's timeline
 * says so.
 */
export async function applyAfterSale(c: OrderContext, input: AfterSaleInput): Promise<AfterSaleDetail> {
  const order = await lockOrder(c.tx, input.orderId)
  const status = order.status as ShopOrderStatus
  if (!ALLOWED[input.type].includes(status))
    throw badRequest('shopAfterSaleOrderState', {
      status: SHOP_ORDER_STATUS_LABELS[status][c.locale],
      type: AFTER_SALE_TYPE_LABELS[input.type][c.locale],
    })
  const lines = await orderLines(c.tx, order.id)
  const claims = input.lines ? byLine(lines, input) : wholeOrder(lines, input.type)
  for (const one of claims) await claim(c, one)

  const id = c.ids.next()
  const afterSaleNo = `AS${id}`
  const amountFen = claims.reduce((s, one) => s + one.amountFen, 0)
  await c.tx.insert(shopAfterSale).values({
    id,
    afterSaleNo,
    orderId: order.id,
    type: input.type,
    status: 'pending',
    reason: input.reason,
    amountFen,
    createUser: c.userId,
  })
  await c.tx.insert(shopAfterSaleLine).values(
    claims.map((one) => ({
      id: c.ids.next(),
      afterSaleId: id,
      orderLineId: one.line.id,
      quantity: one.quantity,
      amountFen: one.amountFen,
    })),
  )
  await logOrder(
    c,
    order.id,
    'after_sale_apply',
    null,
    null,
    `${afterSaleNo} ¥${yuan(amountFen)} ${input.reason}`,
  )
  return afterSaleDetail(c.tx, id, c.timeZone)
}
