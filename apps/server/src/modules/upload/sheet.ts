import type * as ExcelJS from 'exceljs'

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
 * Reads the first worksheet: the first non-empty row is the header, blank rows are skipped, and rows
 * past `maxRows` are only flagged, not kept. The file (at most UPLOAD_MAX_BYTES) is read whole through
 * its zip directory: exceljs's streaming reader parks a worksheet that comes before the shared strings
 * (as exceljs itself writes them) in a temporary file and reads the zip without its directory. With
 * it, a well-formed file once failed to import under CI load as "cannot be read"; the error was not
 * kept (import-job.ts now logs it).
 */
export async function readFirstSheet(path: string, maxRows: number): Promise<Sheet> {
  // exceljs is CommonJS without named exports for an ES import: its whole module is the default
  const { default: excel } = await import('exceljs')
  const book = new excel.Workbook()
  await book.xlsx.readFile(path)
  const sheet: Sheet = { header: [], rows: [], tooMany: false }
  book.worksheets[0]?.eachRow((row) => {
    if (sheet.tooMany) return
    const cells = (row.values as ExcelJS.CellValue[]).map(plainOf)
    if (cells.every(isBlank)) return
    if (sheet.header.length === 0) sheet.header = cells.map((c) => (isBlank(c) ? '' : String(c).trim()))
    else if (sheet.rows.length === maxRows) sheet.tooMany = true
    else sheet.rows.push({ number: row.number, cells })
  })
  return sheet
}
