import {
  MATCH_TOLERANCE_BP,
  SRM_MATCH_TOLERANCE_PARAM,
  type MatchReason,
  type SrmMatch,
  type SrmMatchLine,
  type SrmPoLine,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { paramValue } from '../settings'
import type { SrmContext } from './context'
import { lineTotals } from './line-totals'
import { orderRow } from './moves'

/** The most an invoiced amount may differ from a received value, in fen. */
export const toleranceOf = (receivedValue: number, bp = MATCH_TOLERANCE_BP) =>
  Math.floor((receivedValue * bp) / 10_000)

/**
 * One line of the three-way match: what was ordered, received (at the order's unit price) and
 * invoiced. The line matches when it is received, invoiced for the quantity received, and invoiced
 * for an amount within the tolerance of the received value.
 */
export function matchLine(line: SrmPoLine, bp = MATCH_TOLERANCE_BP): SrmMatchLine {
  const receivedValue = line.receivedQty * line.unitPrice
  const difference = line.invoicedAmount - receivedValue
  const reasons: MatchReason[] = []
  if (line.receivedQty === 0) reasons.push('not_received')
  if (line.invoicedQty === 0) reasons.push('not_invoiced')
  else {
    if (line.invoicedQty !== line.receivedQty) reasons.push('quantity_differs')
    if (Math.abs(difference) > toleranceOf(receivedValue, bp)) reasons.push('amount_outside_tolerance')
  }
  return {
    lineId: line.id,
    goodsName: line.goodsName,
    orderedQty: line.qty,
    receivedQty: line.receivedQty,
    invoicedQty: line.invoicedQty,
    receivedValue,
    invoicedAmount: line.invoicedAmount,
    difference,
    matched: reasons.length === 0,
    reasons,
  }
}

/** The tenant's match tolerance in basis points: its parameter when a whole number 0–10000, else the default. */
export async function matchToleranceBp(tx: Tx): Promise<number> {
  const value = (await paramValue(tx, SRM_MATCH_TOLERANCE_PARAM))?.trim() ?? ''
  return /^\d{1,5}$/.test(value) && Number(value) <= 10_000 ? Number(value) : MATCH_TOLERANCE_BP
}

/** The three-way match of a purchase order (PO ↔ receipts ↔ invoices), line by line. */
export async function matchPurchase(c: Pick<SrmContext, 'tx'>, id: string): Promise<SrmMatch> {
  const order = await orderRow(c, id)
  const toleranceBp = await matchToleranceBp(c.tx)
  const lines = (await lineTotals(c, id)).map((l) => matchLine(l, toleranceBp))
  return {
    id,
    code: order.code,
    toleranceBp,
    matched: lines.every((l) => l.matched),
    lines,
  }
}
