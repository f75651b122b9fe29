import { randomUUID } from 'node:crypto'
import * as ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { like, sql } from 'drizzle-orm'
import { WORK_STATUS, type DownloadRecord } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { demoItem } from '../demo/schema'
import { downloadRecord } from './schema'

const ROWS = 2000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** spec §7 `excel/export`, `down/listByUser`, `down/remove`; §3 exportNotify payload (issue 7 item 4). */
describe(`download centre: exports through the job queue (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherTenant: string
  const code = `X${randomUUID().slice(0, 6).toUpperCase()}`
  const sent: { rooms: unknown; event: string; payload: unknown }[] = []

  const exportDemo = (token: string, body: object, lang = 'zh_CN') =>
    app.inject({
      method: 'POST',
      url: `/api/blade-system/excel/export?lang=${lang}`,
      headers: auth(token),
      payload: body,
    })
  const listOf = async (token: string) => {
    const res = await app.inject({ url: '/api/blade-system/down/listByUser?size=50', headers: auth(token) })
    expect(res.statusCode).toBe(200)
    return res.json().data as { records: DownloadRecord[]; total: number }
  }
  const finished = async (token: string, id: string) => {
    for (let i = 0; i < 300; i++) {
      const record = (await listOf(token)).records.find((r) => r.id === id)!
      if (record.status >= WORK_STATUS.done) return record
      await sleep(100)
    }
    throw new Error('the export never finished')
  }
  const fileOf = (token: string, id: string) =>
    app.inject({ url: `/api/blade-system/down/file?id=${id}`, headers: auth(token) })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherTenant = await tokenFor(app, '100002', 'admin')
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.execute(sql`INSERT INTO demo_item (id, plan_code, plan_name, category, amount, status, launch_date)
        SELECT ${app.ids.next()}::bigint + n, ${code} || '-' || n,
          '陈列 ' || n, 'end_cap', (n % 1000) + 0.5, 1, '2026-01-01'
        FROM generate_series(1, ${ROWS}) AS n`),
    )
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
      await tx.delete(downloadRecord).where(like(downloadRecord.fileName, `${code}%`))
    })
    await app.close()
  })

  it('an export of a filtered list runs as a job: the record goes to done, the xlsx holds every row, exportNotify reaches its owner', async () => {
    const res = await exportDemo(admin, {
      resource: 'demo-item',
      params: { planCode: code },
      fileName: `${code} plans`,
    })
    expect(res.statusCode).toBe(200)
    const started = res.json().data as DownloadRecord
    expect(started).toMatchObject({ fileName: `${code} plans`, resource: 'demo-item', address: null })

    const done = await finished(admin, started.id)
    expect(done).toMatchObject({
      status: WORK_STATUS.done,
      progress: 100,
      rowCount: ROWS,
      msg: null,
      address: `/api/blade-system/down/file?id=${started.id}`,
    })
    expect(done.fileSize).toBeGreaterThan(10_000)

    const file = await fileOf(admin, started.id)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(`${code} plans.xlsx`))
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('陈列计划')
    expect(sheet.rowCount).toBe(ROWS + 1)
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['ID', '计划编号', '计划名称'])
    const codes = new Set<string>()
    sheet.eachRow((row, n) => {
      if (n > 1) codes.add(String(row.getCell(2).value))
    })
    expect(codes.size).toBe(ROWS)
    expect(codes.has(`${code}-1`) && codes.has(`${code}-${ROWS}`)).toBe(true)

    for (let i = 0; i < 50 && !sent.some((s) => s.event === 'exportNotify'); i++) await sleep(100)
    const notices = sent.filter((s) => s.event === 'exportNotify')
    expect(notices).toEqual([
      {
        rooms: [expect.stringMatching(/^user:100001:\d+$/)],
        event: 'exportNotify',
        payload: {
          title: `${code} plans`,
          address: done.address,
          msg: `“${code} plans”导出完成，共 ${ROWS} 行`,
        },
      },
    ])
  })

  it('the record and its file are its owner’s alone: another user or tenant neither lists nor fetches it', async () => {
    const id = (
      await exportDemo(admin, {
        resource: 'demo-item',
        params: { planCode: `${code}-7` },
        fileName: `${code} seven`,
      })
    ).json().data.id as string
    expect(await finished(admin, id)).toMatchObject({ status: WORK_STATUS.done, rowCount: 111 })
    for (const stranger of [clerk, otherTenant]) {
      expect((await listOf(stranger)).records.map((r) => r.id)).not.toContain(id)
      const res = await fileOf(stranger, id)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 404, success: false })
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/blade-system/down/remove?ids=${id}`,
        headers: auth(stranger),
      })
      expect(removal.json()).toMatchObject({ code: 404 })
    }
    expect((await fileOf(admin, id)).statusCode).toBe(200)
  })

  it('remove deletes the record and its file', async () => {
    const id = (
      await exportDemo(admin, {
        resource: 'demo-item',
        params: { planCode: `${code}-19` },
        fileName: `${code} nineteen`,
      })
    ).json().data.id as string
    await finished(admin, id)
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/blade-system/down/remove?ids=${id}`,
      headers: auth(admin),
    })
    expect(res.json()).toMatchObject({ code: 200, data: true })
    expect((await listOf(admin)).records.map((r) => r.id)).not.toContain(id)
    expect((await fileOf(admin, id)).json()).toMatchObject({ code: 404 })
    const left = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select()
        .from(downloadRecord)
        .where(like(downloadRecord.fileName, `${code} nineteen`)),
    )
    expect(left).toEqual([])
  })

  it('the users list exports like a plain resource: their fields, never a password, and the search filters apply', async () => {
    const res = await exportDemo(
      admin,
      { resource: 'user', params: { account: 'admin' }, fileName: `${code} users` },
      'en',
    )
    expect(res.statusCode).toBe(200)
    const done = await finished(admin, (res.json().data as DownloadRecord).id)
    expect(done).toMatchObject({ status: WORK_STATUS.done, resource: 'user' })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await fileOf(admin, done.id)).rawPayload as unknown as ExcelJS.Buffer)
    const sheet = book.worksheets[0]!
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual([
      'ID',
      'Account',
      'Nickname',
      'Name',
      'Mobile number',
      'Email',
      'Department',
      'Status',
      'Created',
    ])
    const accounts: string[] = []
    sheet.eachRow((row, n) => {
      if (n > 1) accounts.push(String(row.getCell(2).value))
    })
    expect(accounts.length).toBeGreaterThan(0)
    expect(accounts.every((a) => a.includes('admin'))).toBe(true)
  })

  it('an unknown resource or filter is refused with a clear message and starts nothing', async () => {
    const before = (await listOf(admin)).total
    const unknown = await exportDemo(admin, { resource: 'no-such-thing' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 400, msg: '不能导出“no-such-thing”' })
    const filter = await exportDemo(
      admin,
      { resource: 'demo-item', params: { launchDate: '2026-01-01' } },
      'en',
    )
    expect(filter.json()).toMatchObject({ code: 400, msg: 'The export filter “launchDate” is not valid' })
    expect((await listOf(admin)).total).toBe(before)
  })
})
