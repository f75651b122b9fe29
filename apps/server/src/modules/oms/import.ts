import type * as ExcelJS from 'exceljs'
import {
  OMS_IMPORT_COLUMNS,
  OMS_IMPORT_HEADERS as IMPORT_HEADERS,
  OMS_IMPORT_MAX_ROWS,
  translate,
  type EndpointBody,
  type OmsImportResult,
  type omsEndpoints,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { goodsIdsOfCodes, goodsStockBriefs } from '../goods'
import type { OmsContext } from './context'
import { takeIn, type Intake } from './intake'

type Body = EndpointBody<typeof omsEndpoints.orderImport>
type Column = (typeof OMS_IMPORT_COLUMNS)[number]
type Cells = Record<Column, string>

/** The file's rows as text: the first row is the header, blank rows are skipped. */
async function rowsOf(body: Body): Promise<string[][]> {
  const bytes = Buffer.from(body.content, 'base64')
  if (body.fileName.toLowerCase().endsWith('.csv'))
    return parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''))
  // exceljs is CommonJS without named exports for an ES import: its whole module is the default
  const { default: excel } = await import('exceljs')
  const book = new excel.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const rows: string[][] = []
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v)))
  })
  return rows.filter((r) => r.some((cell) => cell.trim()))
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object' || value instanceof Date) return String(value)
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('text' in value) return String(value.text)
  return ''
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field || row.length) rows.push([...row, field])
  return rows.filter((r) => r.some((cell) => cell.trim()))
}

/**
 * Imports a marketplace file: one row per order line, rows of one source number make one order. Every
 * row is checked first; if any is wrong nothing is imported and each wrong row says why. Orders taken
 * in before (same source number) are left as they are and counted as duplicates.
 */
export async function importOrders(c: OmsContext, body: Body): Promise<OmsImportResult> {
  let rows: string[][]
  try {
    rows = await rowsOf(body)
  } catch {
    throw badRequest('omsImportUnreadable')
  }
  const [header, ...data] = rows
  const columns = OMS_IMPORT_COLUMNS.map((col) => IMPORT_HEADERS[col][c.locale]).join(', ')
  const index = header && headerIndex(header)
  if (!index) throw badRequest('omsImportColumns', { columns })
  if (data.length > OMS_IMPORT_MAX_ROWS) throw badRequest('omsImportTooMany', { max: OMS_IMPORT_MAX_ROWS })
  const cells = data.map(
    (r) => Object.fromEntries(OMS_IMPORT_COLUMNS.map((col) => [col, (r[index[col]] ?? '').trim()])) as Cells,
  )
  const codes = [...new Set(cells.map((r) => r.goodsCode).filter(Boolean))]
  const goodsOfCode = new Map(
    (await goodsStockBriefs(c.tx, await goodsIdsOfCodes(c.tx, codes))).map((g) => [g.goodsCode, g.id]),
  )
  const orders = new Map<string, Intake>()
  const result: OmsImportResult['rows'] = cells.map((r, i) => {
    const error = rowError(c, r, goodsOfCode, orders)
    return { row: i + 2, sourceNo: r.sourceNo, error }
  })
  if (result.some((r) => r.error)) return { imported: 0, duplicates: 0, rows: result }
  let imported = 0
  for (const order of orders.values()) if ((await takeIn(c, order)).created) imported++
  return { imported, duplicates: orders.size - imported, rows: result }
}

function headerIndex(header: string[]): Record<Column, number> | null {
  const found = OMS_IMPORT_COLUMNS.map((col) =>
    header.findIndex((h) => Object.values(IMPORT_HEADERS[col]).includes(h.trim())),
  )
  if (found.some((i) => i < 0)) return null
  return Object.fromEntries(OMS_IMPORT_COLUMNS.map((col, i) => [col, found[i]])) as Record<Column, number>
}

/** Why a row cannot be imported, or null; a good row adds its line to its order. */
function rowError(c: OmsContext, r: Cells, goodsOfCode: Map<string, string>, orders: Map<string, Intake>) {
  const blank = OMS_IMPORT_COLUMNS.find((col) => !r[col])
  if (blank) return translate('omsImportRowBlank', c.locale, { field: IMPORT_HEADERS[blank][c.locale] })
  const qty = Number(r.qty)
  if (!Number.isInteger(qty) || qty < 1 || qty > 1_000_000) return translate('omsImportRowQty', c.locale)
  const goodsId = goodsOfCode.get(r.goodsCode)
  if (!goodsId) return translate('omsImportRowGoods', c.locale, { code: r.goodsCode })
  const receiver = {
    receiverName: r.receiverName.slice(0, 32),
    receiverPhone: r.receiverPhone.slice(0, 16),
    region: r.region.slice(0, 32),
    address: r.address.slice(0, 255),
  }
  const order = orders.get(r.sourceNo)
  if (!order) {
    orders.set(r.sourceNo, {
      channel: 'marketplace',
      sourceNo: r.sourceNo.slice(0, 40),
      ...receiver,
      lines: [{ goodsId, qty }],
    })
    return null
  }
  if (order.receiverName !== receiver.receiverName || order.address !== receiver.address)
    return translate('omsImportRowReceiver', c.locale, { sourceNo: r.sourceNo })
  order.lines = [...order.lines, { goodsId, qty }]
  return null
}
