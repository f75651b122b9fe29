import * as ExcelJS from 'exceljs'

/** One data row of a sheet: its row number in the file (1 is the header) and its cells by column. */
export interface SheetRow {
  number: number
  cells: unknown[]
}

export interface Sheet {
  /** the header row's titles by column (index 1 is column A) */
  header: string[]
  rows: SheetRow[]
  /** more data rows than asked for: reading stopped */
  tooMany: boolean
}

/** A cell's value as it reads: rich text and hyperlinks as their text, formulas as their result. */
function plainOf(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || value instanceof Date || typeof value !== 'object')
    return value
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('result' in value) return plainOf(value.result as ExcelJS.CellValue)
  if ('text' in value) return plainOf(value.text as ExcelJS.CellValue)
  return null
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/**
 * Reads the first worksheet with exceljs's streaming reader: the first non-empty row is the header,
 * blank rows are skipped, and rows past `maxRows` are only flagged, not kept.
 */
export async function readFirstSheet(path: string, maxRows: number): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  })
  const sheet: Sheet = { header: [], rows: [], tooMany: false }
  let first = true
  for await (const worksheet of reader) {
    // later sheets are read through (the file stream ends with the last) but not kept
    const keep = first
    first = false
    for await (const row of worksheet) {
      if (!keep || sheet.tooMany) continue
      const cells = (row.values as ExcelJS.CellValue[]).map(plainOf)
      if (cells.every(isBlank)) continue
      if (sheet.header.length === 0) sheet.header = cells.map((c) => (isBlank(c) ? '' : String(c).trim()))
      else if (sheet.rows.length === maxRows) sheet.tooMany = true
      else sheet.rows.push({ number: row.number, cells })
    }
  }
  return sheet
}
