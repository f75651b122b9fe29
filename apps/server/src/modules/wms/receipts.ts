import { eq, inArray } from 'drizzle-orm'
import {
  RECEIPT_STATUS_NAMES,
  type EndpointBody,
  type WmsReceipt,
  type ReceiptStatus,
  type wmsEndpoints,
} from '@store/contract'
import type { WmsContext } from './context'
import { headerOf, headerPage, headersOut, lineNamer, moveStatus, newHeader, type Paging } from './documents'
import { goodsNamed } from './goods'
import { assertLot, lotIdFor, today } from './lots'
import { assertWarehouse, lockBins } from './places'
import { putIn } from './stock'
import { wmsReceipt, wmsReceiptLine } from './schema'

type NewReceipt = EndpointBody<typeof wmsEndpoints.receiptCreate>
type Line = typeof wmsReceiptLine.$inferSelect

/** Each line names live goods and a bin of the warehouse; its lot passes `assertLot`. */
async function assertLines(
  c: WmsContext,
  warehouseId: string,
  lines: Omit<Line, 'id' | 'tenantId' | 'receiptId'>[],
) {
  await lockBins(
    c,
    lines.map((l) => l.binId),
    warehouseId,
  )
  const goods = await goodsNamed(
    c,
    lines.map((l) => l.goodsId),
  )
  const day = await today(c.tx)
  for (const l of lines) await assertLot(c, goods.get(l.goodsId)!, l, day)
}

/** A receipt awaiting put-away; every line checked first, so a refused receipt leaves nothing behind. */
export async function createReceipt(c: WmsContext, body: NewReceipt): Promise<WmsReceipt> {
  await assertWarehouse(c, body.warehouseId)
  const lines = body.lines.map((l) => ({
    goodsId: l.goodsId,
    binId: l.binId,
    lotNo: l.lotNo ?? null,
    productionDate: l.productionDate ?? null,
    expiryDate: l.expiryDate ?? null,
    qty: l.qty,
  }))
  await assertLines(c, body.warehouseId, lines)
  const header = newHeader(c, 'RK', body.warehouseId, 'draft')
  await c.tx.insert(wmsReceipt).values(header)
  await c.tx
    .insert(wmsReceiptLine)
    .values(lines.map((l) => ({ ...l, id: c.ids.next(), receiptId: header.id })))
  return receiptDetail(c, header.id)
}

/** Put-away: the receipt's lines become stock, each in its bin and lot, each with its ledger row. */
export async function confirmReceipt(c: WmsContext, id: string): Promise<WmsReceipt> {
  const header = await moveStatus<ReceiptStatus>(
    c,
    wmsReceipt,
    id,
    ['draft'],
    'confirmed',
    RECEIPT_STATUS_NAMES,
  )
  const lines = await c.tx.select().from(wmsReceiptLine).where(eq(wmsReceiptLine.receiptId, id))
  await assertLines(c, header.warehouseId, lines)
  for (const l of lines) {
    const lotId = await lotIdFor(c, l.goodsId, l)
    await putIn(c, { goodsId: l.goodsId, binId: l.binId, lotId }, l.qty, 'receipt', id)
  }
  return receiptDetail(c, id)
}

async function withLines(
  c: Pick<WmsContext, 'tx'>,
  headers: (typeof wmsReceipt.$inferSelect)[],
): Promise<WmsReceipt[]> {
  const ids = headers.map((h) => h.id)
  const lines = ids.length
    ? await c.tx
        .select()
        .from(wmsReceiptLine)
        .where(inArray(wmsReceiptLine.receiptId, ids))
        .orderBy(wmsReceiptLine.id)
    : []
  const named = await lineNamer(
    c,
    lines.map((l) => l),
  )
  const out = await headersOut(c, headers)
  return headers.map((h, i) => ({
    ...out[i]!,
    status: h.status as ReceiptStatus,
    lines: lines
      .filter((l) => l.receiptId === h.id)
      .map((l) => ({
        id: l.id,
        ...named(l),
        lotNo: l.lotNo,
        productionDate: l.productionDate,
        expiryDate: l.expiryDate,
        qty: l.qty,
      })),
  }))
}

export async function receiptDetail(c: Pick<WmsContext, 'tx'>, id: string): Promise<WmsReceipt> {
  const [one] = await withLines(c, [await headerOf(c, wmsReceipt, id)])
  return one!
}

export async function receiptPage(c: Pick<WmsContext, 'tx'>, q: Paging) {
  const { rows, ...page } = await headerPage(c, wmsReceipt, q)
  return { ...page, records: await withLines(c, rows as (typeof wmsReceipt.$inferSelect)[]) }
}
