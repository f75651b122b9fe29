import { mkdir, rename, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import { translate, type Locale } from '@store/contract'

/** A refused row: its number in the uploaded file and why, in the uploader's language. */
export interface RowError {
  row: number
  msg: string
}

/** Writes the error report (row number and message per refused row) as an xlsx; answers its size. */
export async function writeReport(path: string, errors: RowError[], locale: Locale): Promise<number> {
  await mkdir(dirname(path), { recursive: true })
  // exceljs is CommonJS without named exports for an ES import: its whole module is the default
  const { default: excel } = await import('exceljs')
  const book = new excel.stream.xlsx.WorkbookWriter({
    filename: `${path}.part`,
    useStyles: false,
    useSharedStrings: false,
  })
  const sheet = book.addWorksheet(translate('importReportMessage', locale))
  sheet.columns = [
    { header: translate('importReportRow', locale), key: 'row', width: 10 },
    { header: translate('importReportMessage', locale), key: 'msg', width: 80 },
  ]
  for (const error of errors) sheet.addRow(error).commit()
  sheet.commit()
  await book.commit()
  await rename(`${path}.part`, path)
  return (await stat(path)).size
}
