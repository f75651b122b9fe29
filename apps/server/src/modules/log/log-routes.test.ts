import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { count, eq } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { operationLog, webLog } from './schema'

const UPLOAD = '/api/blade-log/log/uploadLogs'
const SAVE = '/api/blade-log/userOperation/save'
const LATELY = '/api/blade-log/userOperation/lately'

/** Issue 4 item 8: the logs' listings, the shell's uploads, per tenant and read-only. */
describe(`log listings and uploads (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  const marker = () => `mark-${randomUUID()}`
  const post = (url: string, token: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object })
  const get = (url: string, token: string) => app.inject({ url, headers: auth(token) })
  const storedOperations = (operation: string) =>
    app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(operationLog)
        .where(eq(operationLog.operation, operation))
      return Number(row!.n)
    })
  const storedWebLogs = (url: string) =>
    app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const [row] = await tx.select({ n: count() }).from(webLog).where(eq(webLog.url, url))
      return Number(row!.n)
    })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(() => app.close())

  describe('API log listing', () => {
    const tag = `api-filter-${randomUUID()}`
    beforeAll(async () => {
      await app.inject({
        url: '/api/blade-log/api/list',
        headers: { ...auth(admin), 'x-request-id': `${tag}-a` },
      })
      await app.inject({
        method: 'POST',
        url: '/api/blade-log/retention/update',
        headers: { ...auth(admin), 'x-request-id': `${tag}-b` },
        payload: {},
      })
      await app.requestLog.flush()
    })
    const list = (query: string, token = admin) => get(`/api/blade-log/api/list?${query}`, token)

    it('is paged (current, size, records, total, pages) and filters by method, path prefix, status and user', async () => {
      const both = (await list(`requestId=${tag}-a`)).json().data
      expect(both).toMatchObject({ current: 1, size: 10, total: 1, pages: 1 })
      const filters = `requestId=${tag}-b&method=POST&path=/api/blade-log/retention/&status=400`
      const posted = (await list(filters)).json().data
      expect(posted.records).toEqual([expect.objectContaining({ method: 'POST', status: 400 })])
      expect((await list(`requestId=${tag}-b&method=GET`)).json().data.total).toBe(0)
      const byUser = (await list(`requestId=${tag}-b&userId=${both.records[0].userId}`)).json().data
      expect(byUser.total).toBe(1)
      expect((await list(`requestId=${tag}-b&userId=1`)).json().data.total).toBe(0)
      expect((await list(`requestId=${tag}-b&status=200`)).json().data.total).toBe(0)
      expect((await list(`requestId=${tag}-b&path=/api/blade-desk`)).json().data.total).toBe(0)
      const paged = (await list(`path=/api/blade-log/&size=1&current=2`)).json().data
      expect(paged.records).toHaveLength(1)
      expect(paged.pages).toBe(paged.total)
    })

    it('filters by a time range in the tenant’s time zone (end inclusive to the second)', async () => {
      const [record] = (await list(`requestId=${tag}-a`)).json().data.records
      const at = record.createTime as string
      expect((await list(`requestId=${tag}-a&startTime=${at}&endTime=${at}`)).json().data.total).toBe(1)
      expect((await list(`requestId=${tag}-a&endTime=2000-01-01 00:00:00`)).json().data.total).toBe(0)
      expect((await list(`requestId=${tag}-a&startTime=2999-01-01 00:00:00`)).json().data.total).toBe(0)
      const reversed = await list(`startTime=2025-01-02 00:00:00&endTime=2025-01-01 00:00:00`)
      expect(reversed.statusCode).toBe(400)
      expect(reversed.json().msg).toBe('开始时间不能晚于结束时间')
      expect((await list('startTime=yesterday')).statusCode).toBe(400)
    })

    it('the same page is offered at /page, and one record at /detail; nothing writes', async () => {
      const page = (await get(`/api/blade-log/api/page?requestId=${tag}-a`, admin)).json().data
      expect(page.total).toBe(1)
      const detail = await get(`/api/blade-log/api/detail?id=${page.records[0].id}`, admin)
      expect(detail.json().data).toEqual(page.records[0])
      for (const url of ['/api/blade-log/api/submit', '/api/blade-log/api/remove?ids=1']) {
        expect((await post(url, admin, {})).statusCode).toBe(404)
      }
    })

    it('tenant 100002’s administrator never sees 100001’s rows', async () => {
      const mine = (await list(`requestId=${tag}-a`)).json().data.records[0]
      expect((await list(`requestId=${tag}-a`, otherAdmin)).json().data.total).toBe(0)
      const detail = await get(`/api/blade-log/api/detail?id=${mine.id}`, otherAdmin)
      expect(detail.json()).toMatchObject({ code: 404, success: false })
    })
  })

  it('the store clerk of 100001 is refused (403) every listing and the retention setting', async () => {
    for (const url of [
      '/api/blade-log/api/list',
      '/api/blade-log/api/page',
      '/api/blade-log/api/detail?id=1',
      '/api/blade-log/error/page',
      '/api/blade-log/error/detail?id=1',
      '/api/blade-log/log_web/list',
      '/api/blade-log/log_web/page',
      '/api/blade-log/userOperation/page',
      '/api/blade-log/userOperation/detail?id=1',
      '/api/blade-log/retention/detail',
    ]) {
      const res = await get(url, clerk)
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 403])
    }
    const update = await post('/api/blade-log/retention/update', clerk, {})
    expect(update.statusCode).toBe(403)
  })

  it('anonymous callers are refused the uploads (401)', async () => {
    expect((await app.inject({ method: 'POST', url: UPLOAD, payload: [] })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: SAVE, payload: [] })).statusCode).toBe(401)
    expect((await app.inject({ url: LATELY })).statusCode).toBe(401)
  })

  describe('web error log (uploadLogs, log_web/list)', () => {
    const entry = (url: string, extra: object = {}) => ({
      time: '2025-03-04 05:06:07',
      level: 'error',
      message: 'TypeError: x is undefined',
      stack: 'TypeError: x is undefined\n    at render (app.js:1:2)',
      url,
      ...extra,
    })

    it('any signed-in user uploads their entries; administrators list them with user, IP and browser time', async () => {
      const url = `https://store.example/#/${marker()}`
      const res = await app.inject({
        method: 'POST',
        url: UPLOAD,
        remoteAddress: '10.89.0.3',
        headers: { ...auth(clerk), 'user-agent': 'shell-test/2.0' },
        payload: [
          entry(url),
          entry(url, { time: Date.UTC(2025, 2, 4, 0, 0, 0), level: 'warn', stack: null }),
        ],
      })
      expect(res.json()).toMatchObject({ code: 200, data: 2 })
      const list = (await get(`/api/blade-log/log_web/list?url=${encodeURIComponent(url)}`, admin)).json()
        .data
      expect(list.total).toBe(2)
      const byLevel = Object.fromEntries(list.records.map((r: { level: string }) => [r.level, r]))
      expect(byLevel.error).toMatchObject({
        account: 'clerk',
        message: 'TypeError: x is undefined',
        url,
        userAgent: 'shell-test/2.0',
        ip: '10.89.0.3',
        clientTime: '2025-03-04 05:06:07',
      })
      expect(byLevel.warn).toMatchObject({ clientTime: '2025-03-04 08:00:00', stack: null })
      const other = await get(`/api/blade-log/log_web/list?url=${encodeURIComponent(url)}`, otherAdmin)
      expect(other.json().data.total).toBe(0)
    })

    it('is bounded: 100 entries are stored, 101 are refused with a clear message and none stored', async () => {
      const url = `https://store.example/#/${marker()}`
      const many = (n: number) => Array.from({ length: n }, () => entry(url))
      const tooMany = await post(UPLOAD, clerk, many(101))
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json()).toMatchObject({ code: 400, success: false, msg: '一次最多提交100条记录' })
      expect(await storedWebLogs(url)).toBe(0)
      expect((await post(UPLOAD, clerk, many(100))).json().data).toBe(100)
      expect(await storedWebLogs(url)).toBe(100)
    })

    it('refuses an entry that is too long, has no message or an unknown field, storing nothing of the batch', async () => {
      const url = `https://store.example/#/${marker()}`
      for (const bad of [
        { ...entry(url), message: 'x'.repeat(2001) },
        { ...entry(url), stack: 'x'.repeat(8001) },
        { ...entry(url), message: undefined },
        { ...entry(url), secret: 'x' },
        { ...entry(url), time: 'last tuesday' },
      ]) {
        const res = await post(UPLOAD, clerk, [entry(url), bad])
        expect(res.statusCode).toBe(400)
      }
      expect(await storedWebLogs(url)).toBe(0)
    })
  })

  describe('user operation log (userOperation/save, lately, page)', () => {
    const record = (operation: string, timestamp: number, extra: object = {}) => ({
      operationType: 'click',
      menuName: '会员列表',
      operation,
      tagName: '会员',
      timestamp,
      ...extra,
    })

    it(`saves a batch of 9999 records; 10000 are refused with a clear message and nothing is stored`, async () => {
      const ok = marker()
      const now = Date.now()
      const batch = Array.from({ length: 9999 }, (_, i) => record(ok, now - i))
      const saved = await post(SAVE, clerk, batch)
      expect(saved.json()).toMatchObject({ code: 200, data: 9999 })
      expect(await storedOperations(ok)).toBe(9999)

      const refused = marker()
      const res = await post(
        SAVE,
        clerk,
        Array.from({ length: 10000 }, (_, i) => record(refused, now - i)),
      )
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400, success: false, msg: '一次最多提交9999条记录' })
      expect(await storedOperations(refused)).toBe(0)
    }, 120_000)

    it('a batch with one bad record is refused whole', async () => {
      const op = marker()
      const res = await post(SAVE, clerk, [record(op, Date.now()), record(op, Date.now(), { menuId: 'abc' })])
      expect(res.statusCode).toBe(400)
      expect(await storedOperations(op)).toBe(0)
    })

    it('lately answers the caller’s own recent menus, newest first, one entry per menu', async () => {
      const op = marker()
      const t = Date.now() + 60_000
      const [a, b, c] = [1, 2, 3].map((n) => `${n}${Math.floor(Math.random() * 1e12)}`)
      await post(SAVE, admin, [
        record(op, t + 1, { menuId: a, path: '/member/list' }),
        record(op, t + 2, { menuId: b, path: '/member/detail' }),
        record(op, t + 3, { menuId: a, path: '/member/list', durationMs: 1200 }),
      ])
      await post(SAVE, clerk, [record(op, t + 4, { menuId: c })])

      const mine = (await get(`${LATELY}?size=2`, admin)).json().data
      expect(mine.map((r: { menuId: string }) => r.menuId)).toEqual([a, b])
      expect(mine[0]).toMatchObject({
        account: 'admin',
        path: '/member/list',
        durationMs: 1200,
        operation: op,
      })
      const theirs = (await get(`${LATELY}?size=1`, clerk)).json().data
      expect(theirs.map((r: { menuId: string }) => r.menuId)).toEqual([c])
      expect(
        (await get(`${LATELY}?size=100`, admin)).json().data.map((r: { menuId: string }) => r.menuId),
      ).not.toContain(c)
    })

    it('administrators page every user’s operations of their tenant only', async () => {
      const op = marker()
      await post(SAVE, clerk, [record(op, Date.UTC(2025, 0, 1, 2, 3, 4))])
      const page = (await get(`/api/blade-log/userOperation/page?operation=${op}`, admin)).json().data
      expect(page.total).toBe(1)
      expect(page.records[0]).toMatchObject({
        account: 'clerk',
        operation: op,
        operationTime: '2025-01-01 10:03:04',
      })
      expect(
        (await get(`/api/blade-log/userOperation/page?operation=${op}`, otherAdmin)).json().data.total,
      ).toBe(0)
    })
  })
})
