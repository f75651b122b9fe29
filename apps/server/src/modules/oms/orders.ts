import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { EndpointQuery, OmsOrder, OmsOrderDetail, omsEndpoints } from '@store/contract'
import { notFound } from '../../core/errors'
import { goodsStockBriefs } from '../goods'
import { warehouseStock } from '../wms'
import type { OmsContext } from './context'
import { omsOrder, omsOrderLine, omsOrderLog } from './schema'

type Row = typeof omsOrder.$inferSelect
type PageQuery = EndpointQuery<typeof omsEndpoints.orderPage>
type Ctx = Pick<OmsContext, 'tx'>

/** Orders as the screens read them: with their lines (goods named) and warehouse's name. */
export async function ordersOut(c: Ctx, rows: Row[]): Promise<OmsOrder[]> {
  const ids = rows.map((r) => r.id)
  const lines = ids.length
    ? await c.tx
        .select()
        .from(omsOrderLine)
        .where(inArray(omsOrderLine.orderId, ids))
        .orderBy(asc(omsOrderLine.id))
    : []
  const goods = new Map(
    (await goodsStockBriefs(c.tx, [...new Set(lines.map((l) => l.goodsId))])).map((g) => [g.id, g]),
  )
  const warehouses = new Map(
    rows.some((r) => r.warehouseId)
      ? (await warehouseStock(c.tx, [])).map((w) => [w.warehouseId, w.name])
      : [],
  )
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    channel: r.channel as OmsOrder['channel'],
    sourceNo: r.sourceNo,
    status: r.status as OmsOrder['status'],
    heldFrom: r.heldFrom as OmsOrder['heldFrom'],
    receiverName: r.receiverName,
    receiverPhone: r.receiverPhone,
    region: r.region,
    address: r.address,
    warehouseId: r.warehouseId,
    warehouseName: r.warehouseId ? (warehouses.get(r.warehouseId) ?? r.warehouseId) : null,
    parentId: r.parentId,
    pickId: r.pickId,
    remark: r.remark,
    createTime: r.createTime.toISOString(),
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({
        goodsId: l.goodsId,
        goodsCode: goods.get(l.goodsId)?.goodsCode ?? l.goodsId,
        goodsName: goods.get(l.goodsId)?.tradeName ?? l.goodsId,
        qty: l.qty,
      })),
  }))
}

export async function orderRow(c: Ctx, id: string): Promise<Row> {
  const [row] = await c.tx.select().from(omsOrder).where(eq(omsOrder.id, id))
  if (!row) throw notFound()
  return row
}

/** The order locked until the call's transaction ends: its lines are read and rewritten under the lock. */
export async function lockOrder(c: Ctx, id: string): Promise<Row> {
  const [row] = await c.tx.select().from(omsOrder).where(eq(omsOrder.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export const orderOut = async (c: Ctx, id: string) => (await ordersOut(c, [await orderRow(c, id)]))[0]!

export async function orderDetail(c: Ctx, id: string): Promise<OmsOrderDetail> {
  const order = await orderOut(c, id)
  const log = await c.tx
    .select()
    .from(omsOrderLog)
    .where(eq(omsOrderLog.orderId, id))
    // ids, not times: a transaction's time is when it began, its ids when its steps were made
    .orderBy(asc(omsOrderLog.id))
  return {
    ...order,
    timeline: log.map((l) => ({
      id: l.id,
      action: l.action as OmsOrderDetail['timeline'][number]['action'],
      fromStatus: l.fromStatus as OmsOrderDetail['status'] | null,
      toStatus: l.toStatus as OmsOrderDetail['status'],
      note: l.note,
      createTime: l.createTime.toISOString(),
    })),
  }
}

/** A page of orders, newest first, by channel, status and a keyword. */
export async function orderPage(c: Ctx, q: PageQuery) {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const filters: SQL[] = []
  if (q.channel) filters.push(eq(omsOrder.channel, q.channel))
  if (q.status) filters.push(eq(omsOrder.status, q.status))
  const keyword = q.keyword?.trim()
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    filters.push(
      or(
        ilike(omsOrder.code, like),
        ilike(omsOrder.sourceNo, like),
        ilike(omsOrder.receiverName, like),
        ilike(omsOrder.receiverPhone, like),
      )!,
    )
  }
  const where = and(...filters)
  const [{ total }] = (await c.tx.select({ total: count() }).from(omsOrder).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(omsOrder)
    .where(where)
    .orderBy(desc(omsOrder.createTime), desc(omsOrder.id))
    .limit(size)
    .offset((current - 1) * size)
  return { records: await ordersOut(c, rows), total, current, size, pages: Math.ceil(total / size) }
}
