import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import * as ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { and, eq, like, sql } from 'drizzle-orm'
import { UPLOAD_MAX_BYTES, WORK_STATUS, type UploadHistoryRecord } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { auditLog } from '../../core/audit/schema'
import { demoItem } from '../demo/schema'
import { downloadRecord } from '../download/schema'
import { excelTemplate } from '../settings/schema'
import { uploadHistory } from './schema'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const HEADER = ['计划编号', '计划名称', '陈列位置', '陈列费用', '状态', '上架日期', '备注']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('导入')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

function multipartOf(fileName: string, content: Buffer, type = XLSX, field = 'file') {
  const boundary = `----storedesk${randomUUID()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** spec §7 `excel/upload-status`, `/api/blade-resource/uploadHistory/list`; §3 uploadNotify (issue 7 item 4). */
describe(`import by excel template: upload, import job, history (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherTenant: string
  const code = `U${randomUUID().slice(0, 6).toUpperCase()}`
  const sent: { rooms: unknown; event: string; payload: unknown }[] = []

  const upload = (
    token: string,
    fileName: string,
    content: Buffer,
    functionCode = 'demo-item',
    type = XLSX,
  ) => {
    const { payload, headers } = multipartOf(fileName, content, type)
    return app.inject({
      method: 'POST',
      url: `/api/blade-system/excel/upload?functionCode=${functionCode}`,
      headers: { ...auth(token), ...headers },
      payload,
    })
  }
  const statusOf = (token: string, id: string) =>
    app.inject({
      url: `/api/blade-system/excel/upload-status?excelUploadHistoryId=${id}`,
      headers: auth(token),
    })
  const historyOf = async (token: string) => {
    const res = await app.inject({
      url: '/api/blade-resource/uploadHistory/list?size=50',
      headers: auth(token),
    })
    expect(res.statusCode).toBe(200)
    return res.json().data as { records: UploadHistoryRecord[]; total: number }
  }
  const finished = async (token: string, id: string) => {
    for (let i = 0; i < 300; i++) {
      const record = (await statusOf(token, id)).json().data as UploadHistoryRecord
      if (record.status >= WORK_STATUS.done) return record
      await sleep(100)
    }
    throw new Error('the import never finished')
  }
  const fileAt = (token: string, address: string) => app.inject({ url: address, headers: auth(token) })
  const stored = () =>
    app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select({ planCode: demoItem.planCode, amount: demoItem.amount, launchDate: demoItem.launchDate })
        .from(demoItem)
        .where(like(demoItem.planCode, `${code}-%`))
        .orderBy(demoItem.planCode),
    )

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherTenant = await tokenFor(app, '100002', 'admin')
    const to = app.hub.to.bind(app.hub)
    jest.spyOn(app.hub, 'to').mockImplementation((rooms) => {
      const target = to(rooms)
      return {
        emit: (event: string, payload: unknown) => {
          sent.push({ rooms, event, payload })
          return (target.emit as (e: string, p: unknown) => boolean)(event, payload)
        },
      } as never
    })
  })
  afterAll(async () => {
    await app.db.withSystem(async (tx) => {
      await tx.delete(demoItem).where(like(demoItem.planCode, `${code}-%`))
      await tx.delete(uploadHistory).where(like(uploadHistory.fileName, `${code}%`))
      await tx.delete(downloadRecord).where(like(downloadRecord.fileName, `%${code}%`))
    })
    await app.close()
  })

  it('a file with one bad row imports the good rows in one go and reports exactly that row with its message; uploadNotify reaches the uploader', async () => {
    const file = await xlsxOf([
      HEADER,
      [`${code}-1`, '端架一', 'end_cap', 12.5, 1, new Date(Date.UTC(2026, 0, 2)), null],
      [`${code}-2`, '端架二', 'end_cap', 'abc', 1, '2026-01-03', null],
      [`${code}-3`, '端架三', 'end_cap', '30', 0, '2026-01-04', '备注'],
    ])
    const res = await upload(admin, `${code} plans.xlsx`, file)
    expect(res.statusCode).toBe(200)
    const started = res.json().data as UploadHistoryRecord
    expect(started).toMatchObject({ functionCode: 'demo-item', fileName: `${code} plans.xlsx`, status: 0 })

    const done = await finished(admin, started.id)
    const msg = `“${code} plans.xlsx”导入完成：共 3 行，成功 2 行，失败 1 行`
    expect(done).toMatchObject({
      status: WORK_STATUS.done,
      totalCount: 3,
      successCount: 2,
      failCount: 1,
      msg,
    })
    expect(done.address).toMatch(/^\/api\/blade-system\/down\/file\?id=\d+$/)
    expect(await stored()).toEqual([
      { planCode: `${code}-1`, amount: '12.50', launchDate: '2026-01-02' },
      { planCode: `${code}-3`, amount: '30.00', launchDate: '2026-01-04' },
    ])
    const audits = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(eq(auditLog.resource, 'demo-item'), like(sql`${auditLog.after}->>'planCode'`, `${code}-%`)),
        ),
    )
    expect(audits).toHaveLength(2)

    const report = await fileAt(admin, done.address!)
    expect(report.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(report.rawPayload as unknown as ExcelJS.Buffer)
    const rows: unknown[][] = []
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows).toEqual([
      ['行号', '错误信息'],
      [3, '陈列费用格式不正确'],
    ])

    for (let i = 0; i < 50 && !sent.some((s) => s.event === 'uploadNotify'); i++) await sleep(100)
    expect(sent.filter((s) => s.event === 'uploadNotify')).toEqual([
      {
        rooms: [expect.stringMatching(/^user:100001:\d+$/)],
        event: 'uploadNotify',
        payload: { title: `${code} plans.xlsx`, address: done.address, msg },
      },
    ])
  })

  it('rows the resource refuses (dictionary, duplicate in the file, missing value) are reported in the user’s language; a required column missing fails the whole file', async () => {
    const file = await xlsxOf([
      HEADER,
      [`${code}-10`, 'ok', 'end_cap', 1, 1, '2026-02-01'],
      [`${code}-11`, 'x', 'ceiling', 1, 1, '2026-02-01'],
      [`${code}-10`, 'dup', 'end_cap', 1, 1, '2026-02-01'],
      [`${code}-12`, null, 'end_cap', 1, 1, '2026-02-01'],
    ])
    const { payload, headers } = multipartOf(`${code} en.xlsx`, file)
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-system/excel/upload?functionCode=demo-item&lang=en',
      headers: { ...auth(admin), ...headers },
      payload,
    })
    const done = await finished(admin, res.json().data.id)
    expect(done).toMatchObject({ totalCount: 4, successCount: 1, failCount: 3 })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await fileAt(admin, done.address!)).rawPayload as unknown as ExcelJS.Buffer)
    const rows: unknown[][] = []
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows).toEqual([
      ['Row', 'Error'],
      [3, 'Fixture: “ceiling” is not one of the allowed values'],
      [4, 'planCode already exists'],
      [5, 'Plan name is required'],
    ])

    const headless = await upload(
      admin,
      `${code} headless.xlsx`,
      await xlsxOf([['计划编号'], [`${code}-20`]]),
    )
    expect(await finished(admin, headless.json().data.id)).toMatchObject({
      status: WORK_STATUS.failed,
      msg: '表头缺少“计划名称”列，请使用导入模板',
      address: null,
    })
    expect((await stored()).map((r) => r.planCode)).not.toContain(`${code}-20`)
  })

  it('the tenant’s template for the function code names columns of its own', async () => {
    const templateId = app.ids.next()
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.insert(excelTemplate).values({
        id: templateId,
        functionCode: 'demo-item',
        templateName: '陈列计划导入',
        templateUrl: 'https://files.example.com/plans.xlsx',
        columns: JSON.stringify({
          编号: 'planCode',
          名称: 'planName',
          位置: 'category',
          费用: 'amount',
          日期: 'launchDate',
        }),
      }),
    )
    try {
      const file = await xlsxOf([
        ['编号', '名称', '位置', '费用', '日期'],
        [`${code}-40`, '模板', 'end_cap', 5, '2026-04-01'],
      ])
      const done = await finished(admin, (await upload(admin, `${code} template.xlsx`, file)).json().data.id)
      expect(done).toMatchObject({ status: WORK_STATUS.done, successCount: 1, failCount: 0 })
      expect((await stored()).map((r) => r.planCode)).toContain(`${code}-40`)
    } finally {
      await app.db.withSystem((tx) => tx.delete(excelTemplate).where(eq(excelTemplate.id, templateId)))
    }
  })

  it('a wrong file type, an oversize file, no file, an unknown function code or a user who may not add to the resource is refused with a clear message and creates nothing', async () => {
    const before = (await historyOf(admin)).total
    const good = await xlsxOf([HEADER])
    const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        upload(admin, `${code}.csv`, Buffer.from('a,b\n1,2\n'), 'demo-item', 'text/csv'),
        `只能上传 .xlsx 格式的 Excel 文件，“${code}.csv”不是`,
      ],
      [
        upload(admin, `${code}.xlsx`, Buffer.from('not a zip at all')),
        `只能上传 .xlsx 格式的 Excel 文件，“${code}.xlsx”不是`,
      ],
      [upload(admin, `${code}.xlsx`, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x50)), '上传的文件不能超过 10 MB'],
      [upload(admin, `${code}.xlsx`, good, 'no-such-function'), '不能导入“no-such-function”'],
      [
        app.inject({
          method: 'POST',
          url: '/api/blade-system/excel/upload?functionCode=demo-item',
          headers: auth(admin),
          payload: {},
        }),
        '请选择要上传的 Excel 文件（.xlsx）',
      ],
    ]
    for (const [reply, msg] of cases) {
      const res = await reply
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400, success: false, msg })
    }
    expect((await historyOf(admin)).total).toBe(before)
    const unpermitted = await upload(clerk, `${code}.xlsx`, good)
    expect(unpermitted.json()).toMatchObject({ code: 403, success: false })
    expect((await historyOf(clerk)).total).toBe(0)
    expect(await readdir(join(app.exportFiles.dir, 'uploads', '100001'))).toEqual([])
  })

  it('the history and the error report are the uploader’s alone: another user or tenant sees neither', async () => {
    const res = await upload(
      admin,
      `${code} mine.xlsx`,
      await xlsxOf([HEADER, [`${code}-30`, 'x', 'nowhere', 1, 1, '2026-03-01']]),
    )
    const done = await finished(admin, res.json().data.id)
    expect(done).toMatchObject({ failCount: 1 })
    expect((await historyOf(admin)).records.map((r) => r.id)).toContain(done.id)
    for (const stranger of [clerk, otherTenant]) {
      expect((await historyOf(stranger)).records.map((r) => r.id)).not.toContain(done.id)
      expect((await statusOf(stranger, done.id)).json()).toMatchObject({ code: 404, success: false })
      expect((await fileAt(stranger, done.address!)).json()).toMatchObject({ code: 404, success: false })
    }
  })
})
