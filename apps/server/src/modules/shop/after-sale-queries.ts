import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { AfterSale, AfterSaleDetail, AfterSaleStatus, AfterSaleType } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { escapeLike } from './order-queries'
import { shopAfterSale, shopAfterSaleLine, shopOrder, shopOrderLine } from './schema'

type Row = typeof shopAfterSale.$inferSelect

const toAfterSale = (r: Row, orderNo: string, tz: string): AfterSale => ({
  id: r.id,
  afterSaleNo: r.afterSaleNo,
  orderId: r.orderId,
  orderNo,
  type: r.type as AfterSaleType,
  status: r.status as AfterSaleStatus,
  reason: r.reason,
  amountFen: r.amountFen,
  refuseReason: r.refuseReason,
  reviewTime: r.reviewTime && formatDateTime(r.reviewTime, tz),
  createTime: formatDateTime(r.createTime, tz),
})

export interface AfterSaleFilter {
  current: number
  size: number
  orderNo?: string
  status?: AfterSaleStatus
  type?: AfterSaleType
}

export async function afterSalePage(tx: Tx, f: AfterSaleFilter, tz: string) {
  const conds: (SQL | undefined)[] = []
  if (f.orderNo) conds.push(ilike(shopOrder.orderNo, `${escapeLike(f.orderNo)}%`))
  if (f.status) conds.push(eq(shopAfterSale.status, f.status))
  if (f.type) conds.push(eq(shopAfterSale.type, f.type))
  const where = and(...conds)
  const joined = eq(shopOrder.id, shopAfterSale.orderId)
  const [{ total }] = (await tx
    .select({ total: count() })
    .from(shopAfterSale)
    .innerJoin(shopOrder, joined)
    .where(where)) as [{ total: number }]
  const rows = await tx
    .select({ sale: shopAfterSale, orderNo: shopOrder.orderNo })
    .from(shopAfterSale)
    .innerJoin(shopOrder, joined)
    .where(where)
    .orderBy(desc(shopAfterSale.createTime), desc(shopAfterSale.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  return {
    records: rows.map((r) => toAfterSale(r.sale, r.orderNo, tz)),
    total: Number(total),
    size: f.size,
    current: f.current,
    pages: Math.ceil(Number(total) / f.size),
  }
}

/** The request's row, locked for its review. */
export async function lockAfterSale(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(shopAfterSale).where(eq(shopAfterSale.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

/** The request's lines with the order line each claims from. */
export async function afterSaleLines(tx: Tx, afterSaleId: string) {
  return tx
    .select({ line: shopAfterSaleLine, orderLine: shopOrderLine })
    .from(shopAfterSaleLine)
    .innerJoin(shopOrderLine, eq(shopOrderLine.id, shopAfterSaleLine.orderLineId))
    .where(eq(shopAfterSaleLine.afterSaleId, afterSaleId))
    .orderBy(shopAfterSaleLine.id)
}

export async function afterSaleDetail(tx: Tx, id: string, tz: string): Promise<AfterSaleDetail> {
  const [row] = await tx.select().from(shopAfterSale).where(eq(shopAfterSale.id, id))
  if (!row) throw notFound()
  const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, row.orderId))
  const lines = await afterSaleLines(tx, id)
  return {
    ...toAfterSale(row, order!.orderNo, tz),
    buyerName: order!.buyerName,
    buyerPhone: order!.buyerPhone,
    paidFen: order!.paidFen,
    refundedFen: order!.refundedFen,
    lines: lines.map(({ line, orderLine }) => ({
      id: line.id,
      orderLineId: line.orderLineId,
      goodsCode: orderLine.goodsCode,
      goodsName: orderLine.goodsName,
      quantity: line.quantity,
      amountFen: line.amountFen,
    })),
  }
}
