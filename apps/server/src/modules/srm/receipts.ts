import { and, eq, sql } from 'drizzle-orm'
import type { PoStatus, SrmInvoiceInput, SrmReceiptInput } from '@store/contract'
import { badRequest } from '../../core/errors'
import { confirmReceipt, createReceipt } from '../wms'
import type { SrmContext } from './context'
import { lineTotals } from './line-totals'
import { lockOrder, moveOrder, stepSkipped } from './moves'
import { purchaseDetail } from './purchases'
import { srmInvoice, srmReceipt } from './schema'
import { canMove } from './status-flow'

/** Quantities per line id, lines named twice added up; a line of another order is refused. */
function perLine(known: Set<string>, lines: { lineId: string; qty: number; amount?: number }[]) {
  const sums = new Map<string, { qty: number; amount: number }>()
  for (const l of lines) {
    if (!known.has(l.lineId)) throw badRequest('srmLineUnknown')
    const sum = sums.get(l.lineId) ?? { qty: 0, amount: 0 }
    sums.set(l.lineId, { qty: sum.qty + l.qty, amount: sum.amount + (l.amount ?? 0) })
  }
  return sums
}

/**
 * Goods received against a confirmed (or partly received) order, into its warehouse, in one
 * transaction: a WMS receipt of the lines (each into a bin of the order's warehouse, with its lot) is
 * created and put away, and the SRM receipt records it, so the three-way match counts what the
 * warehouse received. A line WMS refuses (a bin of another warehouse, an expired or missing lot)
 * refuses the whole receipt and nothing changes. No line may receive more than is still open on it
 * (the order is locked while it is counted); the order becomes received once every line is, partly
 * received before.
 */
export async function receivePurchase(c: SrmContext, input: SrmReceiptInput) {
  const order = await lockOrder(c, input.id)
  const from = order.status as PoStatus
  if (!canMove(from, 'partly_received')) throw stepSkipped(c, from, 'partly_received')
  const lines = await lineTotals(c, input.id)
  const sums = perLine(new Set(lines.map((l) => l.id)), input.lines)
  for (const line of lines) {
    const qty = sums.get(line.id)?.qty ?? 0
    const open = line.qty - line.receivedQty
    if (qty > open) throw badRequest('srmOverReceived', { goods: line.goodsName, open })
  }
  const goodsOf = new Map(lines.map((l) => [l.id, l.goodsId]))
  const created = await createReceipt(c, {
    warehouseId: order.warehouseId,
    lines: input.lines.map(({ lineId, ...placed }) => ({ goodsId: goodsOf.get(lineId)!, ...placed })),
  })
  const putAway = await confirmReceipt(c, created.id)
  await c.tx.insert(srmReceipt).values(
    [...sums].map(([lineId, { qty }]) => ({
      id: c.ids.next(),
      orderId: input.id,
      lineId,
      qty,
      receivedOn: sql`current_date`,
      wmsReceiptId: putAway.id,
      wmsReceiptCode: putAway.code,
      createUser: c.userId,
      updateUser: c.userId,
    })),
  )
  const allIn = lines.every((l) => l.receivedQty + (sums.get(l.id)?.qty ?? 0) >= l.qty)
  await moveOrder(c, input.id, allIn ? 'received' : 'partly_received')
  return purchaseDetail(c, input.id)
}

/** The supplier's invoice of an order something of which is received; an invoice number is recorded once per order. */
export async function invoicePurchase(c: SrmContext, input: SrmInvoiceInput) {
  await lockOrder(c, input.id)
  const lines = await lineTotals(c, input.id)
  const sums = perLine(new Set(lines.map((l) => l.id)), input.lines)
  if (lines.every((l) => l.receivedQty === 0)) throw badRequest('srmNothingReceived')
  const [taken] = await c.tx
    .select({ id: srmInvoice.id })
    .from(srmInvoice)
    .where(and(eq(srmInvoice.orderId, input.id), eq(srmInvoice.invoiceNo, input.invoiceNo)))
    .limit(1)
  if (taken) throw badRequest('srmInvoiceTaken', { invoiceNo: input.invoiceNo })
  await c.tx.insert(srmInvoice).values(
    [...sums].map(([lineId, { qty, amount }]) => ({
      id: c.ids.next(),
      orderId: input.id,
      lineId,
      invoiceNo: input.invoiceNo,
      invoiceDate: input.invoiceDate,
      qty,
      amount,
      createUser: c.userId,
      updateUser: c.userId,
    })),
  )
  return purchaseDetail(c, input.id)
}
