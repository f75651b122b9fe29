import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import type { WmsContext } from './context'
import { goodsOfRecords } from './goods'
import { binCodes, warehouseNames } from './places'
import type { wmsPick, wmsReceipt, wmsStocktake } from './schema'

/** Receipts, pick lists and stocktakes share their header: code, warehouse, status, time. */
type DocTable = typeof wmsReceipt | typeof wmsPick | typeof wmsStocktake
type DocRow = DocTable['$inferSelect']

export interface Paging {
  current?: number
  size?: number
  warehouseId?: string
}

/** A page of headers, newest first. */
export async function headerPage(c: Pick<WmsContext, 'tx'>, table: DocTable, q: Paging) {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const where = q.warehouseId === undefined ? undefined : eq(table.warehouseId, q.warehouseId)
  const [{ total }] = (await c.tx.select({ total: count() }).from(table).where(where)) as [{ total: number }]
  const rows = await c.tx
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createTime), desc(table.id))
    .limit(size)
    .offset((current - 1) * size)
  return { rows, total, current, size, pages: Math.ceil(total / size) }
}

/** The header of one document, or not found (also when it is another tenant's). */
export async function headerOf(c: Pick<WmsContext, 'tx'>, table: DocTable, id: string): Promise<DocRow> {
  const [row] = await c.tx.select().from(table).where(eq(table.id, id))
  if (!row) throw notFound()
  return row
}

/**
 * Moves a document on from one of `from` to `to` with one guarded UPDATE, so of two concurrent calls
 * (confirming a receipt twice, shipping and cancelling a pick) only one ever goes through.
 */
export async function moveStatus<S extends string>(
  c: WmsContext,
  table: DocTable,
  id: string,
  from: readonly S[],
  to: S,
  names: Record<S, Record<Locale, string>>,
): Promise<DocRow> {
  const [moved] = await c.tx
    .update(table)
    .set({ status: to, updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(table.id, id), inArray(table.status, [...from])))
    .returning()
  if (moved) return moved
  const current = await headerOf(c, table, id)
  throw badRequest('wmsStateChanged', { status: names[current.status as S][c.locale] })
}

/** The header fields of a record, with its warehouse's name. */
export async function headersOut(c: Pick<WmsContext, 'tx'>, rows: DocRow[]) {
  const names = await warehouseNames(
    c,
    rows.map((r) => r.warehouseId),
  )
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? '',
    createTime: r.createTime.toISOString(),
  }))
}

/** The goods and bin of each document line, with the code and names a reader shows beside them. */
export async function lineNamer(c: Pick<WmsContext, 'tx'>, lines: { goodsId: string; binId: string }[]) {
  const goods = await goodsOfRecords(
    c,
    lines.map((l) => l.goodsId),
  )
  const bins = await binCodes(
    c,
    lines.map((l) => l.binId),
  )
  return (line: { goodsId: string; binId: string }) => ({
    goodsId: line.goodsId,
    goodsCode: goods(line.goodsId).goodsCode,
    goodsName: goods(line.goodsId).tradeName,
    binId: line.binId,
    binCode: bins.get(line.binId) ?? '',
  })
}

/** A new document's header. */
export const newHeader = (c: WmsContext, prefix: string, warehouseId: string, status: string) => {
  const id = c.ids.next()
  return { id, code: `${prefix}${id}`, warehouseId, status, createUser: c.userId, updateUser: c.userId }
}
