import { asc, eq, sql } from 'drizzle-orm'
import type { SrmPoLine } from '@store/contract'
import { goodsLabels } from '../goods'
import type { SrmContext } from './context'
import { srmInvoice, srmPurchaseLine, srmReceipt } from './schema'

/** An order's lines, in order, with what is received and invoiced of each so far. */
export async function lineTotals(c: Pick<SrmContext, 'tx'>, orderId: string): Promise<SrmPoLine[]> {
  const received = c.tx
    .select({ lineId: srmReceipt.lineId, qty: sql<number>`sum(${srmReceipt.qty})::int`.as('received_qty') })
    .from(srmReceipt)
    .where(eq(srmReceipt.orderId, orderId))
    .groupBy(srmReceipt.lineId)
    .as('received')
  const invoiced = c.tx
    .select({
      lineId: srmInvoice.lineId,
      qty: sql<number>`sum(${srmInvoice.qty})::int`.as('invoiced_qty'),
      amount: sql<number>`sum(${srmInvoice.amount})::bigint`.as('invoiced_amount'),
    })
    .from(srmInvoice)
    .where(eq(srmInvoice.orderId, orderId))
    .groupBy(srmInvoice.lineId)
    .as('invoiced')
  const rows = await c.tx
    .select({
      line: srmPurchaseLine,
      receivedQty: received.qty,
      invoicedQty: invoiced.qty,
      invoicedAmount: invoiced.amount,
    })
    .from(srmPurchaseLine)
    .leftJoin(received, eq(received.lineId, srmPurchaseLine.id))
    .leftJoin(invoiced, eq(invoiced.lineId, srmPurchaseLine.id))
    .where(eq(srmPurchaseLine.orderId, orderId))
    .orderBy(asc(srmPurchaseLine.lineNo))
  const goods = new Map(
    (
      await goodsLabels(
        c.tx,
        rows.map((r) => r.line.goodsId),
      )
    ).map((g) => [g.id, g]),
  )
  return rows.map(({ line, receivedQty, invoicedQty, invoicedAmount }) => ({
    id: line.id,
    goodsId: line.goodsId,
    goodsCode: goods.get(line.goodsId)?.goodsCode ?? '',
    goodsName: goods.get(line.goodsId)?.tradeName ?? '',
    qty: line.qty,
    unitPrice: line.unitPrice,
    amount: line.qty * line.unitPrice,
    receivedQty: Number(receivedQty ?? 0),
    invoicedQty: Number(invoicedQty ?? 0),
    invoicedAmount: Number(invoicedAmount ?? 0),
  }))
}
