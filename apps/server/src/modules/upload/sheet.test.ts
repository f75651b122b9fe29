import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as ExcelJS from 'exceljs'
import { readFirstSheet } from './sheet'

const dir = mkdtempSync(join(tmpdir(), 'storedesk-sheet-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function fileOf(name: string, sheets: unknown[][][]): Promise<string> {
  const book = new ExcelJS.Workbook()
  sheets.forEach((rows, i) => {
    const sheet = book.addWorksheet(`s${i}`)
    for (const row of rows) sheet.addRow(row)
  })
  const path = join(dir, name)
  await book.xlsx.writeFile(path)
  return path
}

describe('reading an uploaded sheet (import by excel template)', () => {
  it('takes the first non-empty row of the first sheet as the header and skips blank rows', async () => {
    const path = await fileOf('plain.xlsx', [
      [[], ['编号', ' 名称 '], ['A-1', '一'], [null, ''], ['A-2', { richText: [{ text: '二' }] }]],
      [['other'], ['ignored']],
    ])
    const sheet = await readFirstSheet(path, 10)
    // cells are by column: index 1 is column A
    expect(sheet.header.slice(1)).toEqual(['编号', '名称'])
    expect(sheet.rows.map((r) => [r.number, ...r.cells.slice(1)])).toEqual([
      [3, 'A-1', '一'],
      [5, 'A-2', '二'],
    ])
    expect(sheet.tooMany).toBe(false)
  })

  it('keeps at most maxRows data rows and flags that there were more', async () => {
    const path = await fileOf('long.xlsx', [[['编号'], ...Array.from({ length: 6 }, (_, i) => [`A-${i}`])]])
    const sheet = await readFirstSheet(path, 5)
    expect(sheet.rows).toHaveLength(5)
    expect(sheet.tooMany).toBe(true)
  })

  it('refuses a file that is not a workbook', async () => {
    const path = join(dir, 'not.xlsx')
    writeFileSync(path, 'PK\u0003\u0004 not really a zip')
    await expect(readFirstSheet(path, 5)).rejects.toThrow()
  })
})
