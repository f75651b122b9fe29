import * as ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { WORK_STATUS, type DownloadRecord } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { dept } from '../org/schema'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * docs/organisation.md "Users": a department filter takes the department and every department below
 * it, in the list (`blade-user/page`) and in its export (`excel/export`) alike.
 */
describe(`users of a department: list and export agree (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
  })
  afterAll(async () => {
    await app.close()
  })

  const deptNamed = async (name: string) => {
    const [row] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select({ id: dept.id })
        .from(dept)
        .where(and(eq(dept.deptName, name), eq(dept.isDeleted, 0))),
    )
    return row!.id
  }
  const listed = async (deptId: string) => {
    const res = await app.inject({
      url: `/api/blade-user/page?deptId=${deptId}&size=100`,
      headers: auth(admin),
    })
    expect(res.statusCode).toBe(200)
    return (res.json().data.records as { account: string }[]).map((u) => u.account).sort()
  }
  const exported = async (deptId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-system/excel/export',
      headers: auth(admin),
      payload: { resource: 'user', params: { deptId } },
    })
    expect(res.statusCode).toBe(200)
    const id = (res.json().data as DownloadRecord).id
    for (let i = 0; i < 300; i++) {
      const page = await app.inject({
        url: '/api/blade-system/down/listByUser?size=50',
        headers: auth(admin),
      })
      const record = (page.json().data.records as DownloadRecord[]).find((r) => r.id === id)!
      if (record.status === WORK_STATUS.failed) throw new Error(record.msg ?? 'export failed')
      if (record.status === WORK_STATUS.done) break
      await sleep(100)
    }
    const file = await app.inject({ url: `/api/blade-system/down/file?id=${id}`, headers: auth(admin) })
    expect(file.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer)
    const sheet = book.worksheets[0]!
    const column = (sheet.getRow(1).values as unknown[]).indexOf('登录账号')
    const accounts: string[] = []
    sheet.eachRow((row, n) => {
      if (n > 1) accounts.push(String(row.getCell(column).value))
    })
    return accounts.sort()
  }

  it('a region’s export holds the users of its stores, exactly the rows its list shows', async () => {
    const region = await deptNamed('华东大区')
    const list = await listed(region)
    expect(list).toContain('clerk')
    expect(await exported(region)).toEqual(list)
  })

  it('the head office’s export holds everyone below it too, like its list', async () => {
    const headOffice = await deptNamed('康安大药房总部')
    const list = await listed(headOffice)
    expect(list).toEqual(expect.arrayContaining(['admin', 'clerk']))
    expect(await exported(headOffice)).toEqual(list)
  })
})
