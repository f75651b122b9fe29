import { and, between, eq, sql } from 'drizzle-orm'
import type { SrmStatement } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import type { SrmContext } from './context'
import { srmInvoice, srmPurchaseLine, srmPurchaseOrder, srmReceipt, srmSupplier } from './schema'

export interface StatementQuery {
  supplierId: string
  from: string
  to: string
}

/**
 * A supplier's reconciliation statement over a period (both days included): per order, the value of
 * the goods received in the period at the order's unit prices, the amount invoiced with an invoice
 * date in the period, and their difference (invoiced − received).
 */
export async function supplierStatement(c: Pick<SrmContext, 'tx'>, q: StatementQuery): Promise<SrmStatement> {
  if (q.from > q.to) throw badRequest('srmPeriodInvalid')
  const [supplier] = await c.tx
    .select({ name: srmSupplier.name })
    .from(srmSupplier)
    .where(eq(srmSupplier.id, q.supplierId))
  if (!supplier) throw notFound()
  const received = await c.tx
    .select({
      id: srmPurchaseOrder.id,
      code: srmPurchaseOrder.code,
      value: sql<string>`sum(${srmReceipt.qty} * ${srmPurchaseLine.unitPrice})`,
    })
    .from(srmReceipt)
    .innerJoin(srmPurchaseLine, eq(srmPurchaseLine.id, srmReceipt.lineId))
    .innerJoin(srmPurchaseOrder, eq(srmPurchaseOrder.id, srmReceipt.orderId))
    .where(and(eq(srmPurchaseOrder.supplierId, q.supplierId), between(srmReceipt.receivedOn, q.from, q.to)))
    .groupBy(srmPurchaseOrder.id, srmPurchaseOrder.code)
  const invoiced = await c.tx
    .select({
      id: srmPurchaseOrder.id,
      code: srmPurchaseOrder.code,
      value: sql<string>`sum(${srmInvoice.amount})`,
    })
    .from(srmInvoice)
    .innerJoin(srmPurchaseOrder, eq(srmPurchaseOrder.id, srmInvoice.orderId))
    .where(and(eq(srmPurchaseOrder.supplierId, q.supplierId), between(srmInvoice.invoiceDate, q.from, q.to)))
    .groupBy(srmPurchaseOrder.id, srmPurchaseOrder.code)
  const orders = new Map<string, SrmStatement['orders'][number]>()
  const add = (rows: typeof received, key: 'receivedValue' | 'invoicedAmount') => {
    for (const r of rows) {
      const o = orders.get(r.id) ?? {
        id: r.id,
        code: r.code,
        receivedValue: 0,
        invoicedAmount: 0,
        difference: 0,
      }
      o[key] += Number(r.value)
      o.difference = o.invoicedAmount - o.receivedValue
      orders.set(r.id, o)
    }
  }
  add(received, 'receivedValue')
  add(invoiced, 'invoicedAmount')
  const list = [...orders.values()].sort((a, b) => a.code.localeCompare(b.code))
  const receivedValue = list.reduce((s, o) => s + o.receivedValue, 0)
  const invoicedAmount = list.reduce((s, o) => s + o.invoicedAmount, 0)
  return {
    supplierId: q.supplierId,
    supplierName: supplier.name,
    from: q.from,
    to: q.to,
    orders: list,
    receivedValue,
    invoicedAmount,
    difference: invoicedAmount - receivedValue,
  }
}
