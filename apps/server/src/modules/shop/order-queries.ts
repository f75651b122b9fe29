import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type {
  OrderSource,
  OrderSourceKind,
  ShopOrder,
  ShopOrderDetail,
  ShopOrderStatus,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { shopOrder, shopOrderLine, shopOrderLog } from './schema'

type Row = typeof shopOrder.$inferSelect

function toOrder(r: Row, lineCount: number, tz: string): ShopOrder {
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: r.status as ShopOrderStatus,
    buyerName: r.buyerName,
    buyerPhone: r.buyerPhone,
    memberId: r.memberId,
    deliveryType: r.deliveryType as ShopOrder['deliveryType'],
    address: r.address,
    originalFen: r.originalFen,
    discountFen: r.discountFen,
    memberDiscountFen: r.memberDiscountFen,
    payableFen: r.payableFen,
    paidFen: r.paidFen,
    prepaidFen: r.prepaidFen,
    refundedFen: r.refundedFen,
    paymentMethod: r.paymentMethod,
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    buyerRemark: r.buyerRemark,
    remark: r.remark,
    cancelReason: r.cancelReason,
    expiresAt: r.expiresAt && formatDateTime(r.expiresAt, tz),
    createTime: formatDateTime(r.createTime, tz),
    lineCount,
  }
}

export interface OrderFilter {
  current: number
  size: number
  orderNo?: string
  buyer?: string
  status?: ShopOrderStatus
  /** tenant-local days, both included */
  from?: string
  to?: string
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export async function orderPage(tx: Tx, f: OrderFilter, tz: string) {
  const conds: (SQL | undefined)[] = []
  if (f.orderNo) conds.push(ilike(shopOrder.orderNo, `${escapeLike(f.orderNo)}%`))
  if (f.buyer) {
    const like = `%${escapeLike(f.buyer)}%`
    conds.push(or(ilike(shopOrder.buyerName, like), ilike(shopOrder.buyerPhone, like)))
  }
  if (f.status) conds.push(eq(shopOrder.status, f.status))
  const day = (d: string) => sql`(${d.slice(0, 10)}::date)::timestamp AT TIME ZONE ${tz}`
  if (f.from) conds.push(sql`${shopOrder.createTime} >= ${day(f.from)}`)
  if (f.to) conds.push(sql`${shopOrder.createTime} < ${day(f.to)} + interval '1 day'`)
  const where = and(...conds)
  const [{ total }] = (await tx.select({ total: count() }).from(shopOrder).where(where)) as [
    { total: number },
  ]
  const rows = await tx
    .select()
    .from(shopOrder)
    .where(where)
    .orderBy(desc(shopOrder.createTime), desc(shopOrder.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const counts = rows.length
    ? await tx
        .select({ orderId: shopOrderLine.orderId, n: count() })
        .from(shopOrderLine)
        .where(
          inArray(
            shopOrderLine.orderId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(shopOrderLine.orderId)
    : []
  const countOf = new Map(counts.map((c) => [c.orderId, Number(c.n)]))
  return {
    records: rows.map((r) => toOrder(r, countOf.get(r.id) ?? 0, tz)),
    total: Number(total),
    size: f.size,
    current: f.current,
    pages: Math.ceil(Number(total) / f.size),
  }
}

/** The order's row, locked for the change the caller is about to make. */
export async function lockOrder(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(shopOrder).where(eq(shopOrder.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export async function orderLines(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(shopOrderLine)
    .where(eq(shopOrderLine.orderId, orderId))
    .orderBy(asc(shopOrderLine.id))
}

/** The activity an order was sold through, if any. */
export const sourceOf = (row: Row): OrderSource | null =>
  row.sourceKind && row.sourceActivityId && row.sourceRecordId
    ? {
        kind: row.sourceKind as OrderSourceKind,
        activityId: row.sourceActivityId,
        recordId: row.sourceRecordId,
      }
    : null

export async function orderDetail(tx: Tx, id: string, tz: string): Promise<ShopOrderDetail> {
  const [row] = await tx.select().from(shopOrder).where(eq(shopOrder.id, id))
  if (!row) throw notFound()
  const lines = await orderLines(tx, id)
  const log = await tx
    .select()
    .from(shopOrderLog)
    .where(eq(shopOrderLog.orderId, id))
    .orderBy(asc(shopOrderLog.time), asc(shopOrderLog.id))
  return {
    ...toOrder(row, lines.length, tz),
    source: sourceOf(row),
    lines: lines.map((l) => ({
      id: l.id,
      shopGoodsId: l.shopGoodsId,
      goodsId: l.goodsId,
      goodsCode: l.goodsCode,
      goodsName: l.goodsName,
      rx: l.rx ? 1 : 0,
      unitPriceFen: l.unitPriceFen,
      quantity: l.quantity,
      discountFen: l.discountFen,
      memberDiscountFen: l.memberDiscountFen,
      payableFen: l.payableFen,
    })),
    timeline: log.map((e) => ({
      id: e.id,
      action: e.action as ShopOrderDetail['timeline'][number]['action'],
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      userId: e.userId,
      time: formatDateTime(e.time, tz),
    })),
  }
}
