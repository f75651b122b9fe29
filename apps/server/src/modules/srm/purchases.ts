import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type {
  PoStatus,
  SrmPurchaseOrder,
  SrmPurchaseOrderDetail,
  SrmPurchaseOrderInput,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { goodsLabels } from '../goods'
import { warehouseStock } from '../wms'
import type { SrmContext } from './context'
import { lineTotals } from './line-totals'
import { approversOf } from './approvers'
import { moveOrder, orderRow, type OrderRow } from './moves'
import { srmPurchaseLine, srmPurchaseOrder, srmSupplier } from './schema'
import { supplierNames, usableSupplier } from './suppliers'

export interface PurchaseQuery {
  current?: number
  size?: number
  keyword?: string
  status?: PoStatus
  supplierId?: string
}

async function warehouseNames(c: Pick<SrmContext, 'tx'>) {
  return new Map((await warehouseStock(c.tx, [])).map((w) => [w.warehouseId, w.name]))
}

async function describe(c: SrmContext, rows: OrderRow[]): Promise<SrmPurchaseOrder[]> {
  const suppliers = await supplierNames(
    c,
    rows.map((r) => r.supplierId),
  )
  const warehouses = await warehouseNames(c)
  const approvers: string[][] = []
  for (const r of rows) approvers.push(await approversOf(c, r))
  return rows.map((r, i) => ({
    id: r.id,
    code: r.code,
    supplierId: r.supplierId,
    supplierName: suppliers.get(r.supplierId) ?? '',
    warehouseId: r.warehouseId,
    warehouseName: warehouses.get(r.warehouseId) ?? '',
    status: r.status as PoStatus,
    totalAmount: r.totalAmount,
    remark: r.remark,
    instanceId: r.instanceId,
    approvers: approvers[i]!,
    createTime: r.createTime.toISOString(),
  }))
}

export async function purchaseDetail(c: SrmContext, id: string): Promise<SrmPurchaseOrderDetail> {
  const [order] = await describe(c, [await orderRow(c, id)])
  return { ...order!, lines: await lineTotals(c, id) }
}

export async function purchasePage(c: SrmContext, q: PurchaseQuery) {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const conditions: SQL[] = []
  if (q.status) conditions.push(eq(srmPurchaseOrder.status, q.status))
  if (q.supplierId) conditions.push(eq(srmPurchaseOrder.supplierId, q.supplierId))
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`
    const bySupplier = c.tx
      .select({ id: srmSupplier.id })
      .from(srmSupplier)
      .where(ilike(srmSupplier.name, like))
    conditions.push(or(ilike(srmPurchaseOrder.code, like), inArray(srmPurchaseOrder.supplierId, bySupplier))!)
  }
  const where = and(...conditions)
  const [{ total }] = (await c.tx.select({ total: count() }).from(srmPurchaseOrder).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(srmPurchaseOrder)
    .where(where)
    .orderBy(desc(srmPurchaseOrder.createTime), desc(srmPurchaseOrder.id))
    .limit(size)
    .offset((current - 1) * size)
  return { records: await describe(c, rows), total, current, size, pages: Math.ceil(total / size) }
}

/** A draft names a live supplier, a live warehouse (WMS) and live goods (goods); its lines are replaced whole. */
export async function savePurchase(
  c: SrmContext,
  input: SrmPurchaseOrderInput,
): Promise<SrmPurchaseOrderDetail> {
  await usableSupplier(c, input.supplierId)
  if (!(await warehouseNames(c)).has(input.warehouseId)) throw badRequest('srmWarehouseMissing')
  const goodsIds = new Set(input.lines.map((l) => l.goodsId))
  if ((await goodsLabels(c.tx, [...goodsIds])).length !== goodsIds.size) throw badRequest('srmGoodsMissing')
  const totalAmount = input.lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0)
  const fields = {
    supplierId: input.supplierId,
    warehouseId: input.warehouseId,
    remark: input.remark ?? null,
    totalAmount,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  let id = input.id
  if (id) {
    const [changed] = await c.tx
      .update(srmPurchaseOrder)
      .set(fields)
      .where(and(eq(srmPurchaseOrder.id, id), eq(srmPurchaseOrder.status, 'draft')))
      .returning({ id: srmPurchaseOrder.id })
    if (!changed) {
      await orderRow(c, id)
      throw badRequest('srmNotDraft')
    }
    await c.tx.delete(srmPurchaseLine).where(eq(srmPurchaseLine.orderId, id))
  } else {
    id = c.ids.next()
    await c.tx
      .insert(srmPurchaseOrder)
      .values({ id, code: `PO${id}`, status: 'draft', createUser: c.userId, ...fields })
  }
  const orderId = id
  await c.tx.insert(srmPurchaseLine).values(
    input.lines.map((l, i) => ({
      id: c.ids.next(),
      orderId,
      lineNo: i + 1,
      goodsId: l.goodsId,
      qty: l.qty,
      unitPrice: l.unitPrice,
    })),
  )
  return purchaseDetail(c, orderId)
}

/** One step with nothing more to check: the supplier's confirmation, cancel, close. */
export const stepTo = (to: PoStatus) => async (c: SrmContext, id: string) => {
  await moveOrder(c, id, to)
  return purchaseDetail(c, id)
}
