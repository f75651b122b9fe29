import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { DrizzleQueryError, eq, inArray } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor, CLIENT_AUTH } from '../../test/app'
import { user } from '../user/schema'
import { apiLog } from './schema'

const API_LOG = '/api/blade-log/api/list'
const ERROR_LOG = '/api/blade-log/error/page'

/** Issue 4 item 8 (spec §7 logs): every /api request in the API log, every server error in the error log. */
describe(`request and error logs (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let admin: string
  let adminId: string
  const rid = () => `log-test-${randomUUID()}`
  const apiRecord = async (token: string, requestId: string) => {
    await app.requestLog.flush()
    const res = await app.inject({ url: `${API_LOG}?requestId=${requestId}`, headers: auth(token) })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    platform = await tokenFor(app, '000000', 'admin')
    admin = await tokenFor(app, '100001', 'admin')
    const [row] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select({ id: user.id }).from(user).where(eq(user.account, 'admin')),
    )
    adminId = row!.id
  })
  afterAll(() => app.close())

  it('a signed-in call is recorded with its tenant, user, method, path, status, duration, IP and user agent; secret query values are redacted', async () => {
    const requestId = rid()
    const res = await app.inject({
      url: '/api/blade-log/error/page?password=Hunter2Secret&current=1',
      remoteAddress: '10.88.0.7',
      headers: { ...auth(admin), 'x-request-id': requestId, 'user-agent': 'request-log-test/1.0' },
    })
    expect(res.statusCode).toBe(400) // `password` is no filter of that page
    const page = await apiRecord(admin, requestId)
    expect(page.total).toBe(1)
    const [record] = page.records
    expect(record).toMatchObject({
      account: 'admin',
      method: 'GET',
      path: '/api/blade-log/error/page',
      query: 'password=[redacted]&current=1',
      status: 400,
      ip: '10.88.0.7',
      userAgent: 'request-log-test/1.0',
      requestId,
    })
    expect(record.userId).toBe(adminId)
    expect(Number.isInteger(record.durationMs) && record.durationMs >= 0).toBe(true)
    expect(record.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(JSON.stringify(record)).not.toContain('Hunter2Secret')
  })

  it('an anonymous call (the token endpoint) goes to the platform tenant’s log, without the password', async () => {
    const requestId = rid()
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?grant_type=password&tenantId=100001&username=admin&password=Admin%4012345',
      headers: { authorization: CLIENT_AUTH, 'x-request-id': requestId },
    })
    expect(res.statusCode).toBe(200)
    const page = await apiRecord(platform, requestId)
    expect(page.records).toHaveLength(1)
    expect(page.records[0]).toMatchObject({ userId: null, account: null, method: 'POST', status: 200 })
    expect(page.records[0].query).toContain('password=[redacted]')
    expect(JSON.stringify(page)).not.toMatch(/Admin%4012345|Admin@12345/)
    expect((await apiRecord(admin, requestId)).total).toBe(0)
  })

  it('health, metrics and unknown non-API paths are not recorded', async () => {
    for (const url of ['/healthz', '/metrics', '/favicon.ico']) await app.inject({ url })
    await app.requestLog.flush()
    const rows = await app.db.withTenant({ tenantId: '000000' }, (tx) =>
      tx
        .select({ path: apiLog.path })
        .from(apiLog)
        .where(inArray(apiLog.path, ['/healthz', '/metrics', '/favicon.ico'])),
    )
    expect(rows).toEqual([])
  })

  it('an unexpected error: the client gets the generic envelope; the error log holds class, message and stack', async () => {
    const requestId = rid()
    const failure = new DrizzleQueryError(
      'select * from sys_user where password = $1',
      ['$argon2id$secret-hash'],
      new Error('connection reset by peer'),
    )
    const spy = jest.spyOn(app.tenants, 'timeZoneOf').mockRejectedValueOnce(failure)
    const res = await app.inject({ url: API_LOG, headers: { ...auth(admin), 'x-request-id': requestId } })
    spy.mockRestore()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      code: 500,
      success: false,
      data: null,
      msg: `服务器内部错误，请稍后重试（请求号 ${requestId}）`,
      requestId,
    })
    expect(res.body).not.toMatch(/select|connection reset|at /)

    await app.requestLog.flush()
    const errors = await app.inject({ url: `${ERROR_LOG}?requestId=${requestId}`, headers: auth(admin) })
    expect(errors.json().data.total).toBe(1)
    const [record] = errors.json().data.records
    expect(record).toMatchObject({
      requestId,
      account: 'admin',
      method: 'GET',
      path: API_LOG,
      status: 500,
      errorClass: 'DrizzleQueryError',
      message:
        'Failed query: select * from sys_user where password = $1\ncaused by Error: connection reset by peer',
    })
    expect(record.stack).toMatch(/^Error: Failed query: .*\n\s+at /)
    expect(record.stack).toContain('request-log.test.ts')
    expect(JSON.stringify(record)).not.toContain('secret-hash')

    const detail = await app.inject({
      url: `/api/blade-log/error/detail?id=${record.id}`,
      headers: auth(admin),
    })
    expect(detail.json().data).toEqual(record)
    expect((await apiRecord(admin, requestId)).records[0]).toMatchObject({ status: 500 })
  })

  it('answers below 500 leave the error log alone', async () => {
    const requestId = rid()
    await app.inject({ url: `${API_LOG}?nope=1`, headers: { ...auth(admin), 'x-request-id': requestId } })
    await app.requestLog.flush()
    const errors = await app.inject({ url: `${ERROR_LOG}?requestId=${requestId}`, headers: auth(admin) })
    expect(errors.json().data.total).toBe(0)
    expect((await apiRecord(admin, requestId)).records[0]).toMatchObject({ status: 400 })
  })
})
