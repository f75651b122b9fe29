import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { loginLog } from '../auth/schema'
import { purgeExpiredLogs } from './retention'
import { apiLog, errorLog, logRetention, operationLog, webLog } from './schema'

const DETAIL = '/api/blade-log/retention/detail'
const UPDATE = '/api/blade-log/retention/update'
const DAY_MS = 86_400_000
const DEFAULTS = { apiDays: 30, errorDays: 90, webDays: 30, operationDays: 180, loginDays: 180 }

/** Issue 4 item 8: a per-tenant retention setting and a purge that removes only that tenant's older rows. */
describe(`log retention (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  const marker = `purge-${randomUUID()}`
  const ids: string[] = []

  /** One row per log kind in `tenantId`, `ageDays` old, tagged with the marker. */
  const seedRows = (tenantId: string, ageDays: number) =>
    app.db.withTenant({ tenantId }, async (tx) => {
      const createTime = new Date(Date.now() - ageDays * DAY_MS)
      const id = () => {
        const next = app.ids.next()
        ids.push(next)
        return next
      }
      const request = { method: 'GET', path: `/${marker}`, status: 200, requestId: marker, createTime }
      await tx.insert(apiLog).values({ ...request, id: id(), durationMs: 1 })
      await tx.insert(errorLog).values({ ...request, id: id(), status: 500 })
      await tx
        .insert(webLog)
        .values({ id: id(), userId: '1', message: marker, url: `/${marker}`, createTime })
      await tx
        .insert(operationLog)
        .values({ id: id(), userId: '1', path: `/${marker}`, operationTime: createTime, createTime })
      await tx
        .insert(loginLog)
        .values({ id: id(), account: marker, grantType: 'password', success: 1, createTime })
    })

  /** How many marked rows each tenant still has, per kind. */
  const remaining = (tenantId: string) =>
    app.db.withTenant({ tenantId }, async (tx) => ({
      api: (await tx.select().from(apiLog).where(inArray(apiLog.id, ids))).length,
      error: (await tx.select().from(errorLog).where(inArray(errorLog.id, ids))).length,
      web: (await tx.select().from(webLog).where(inArray(webLog.id, ids))).length,
      operation: (await tx.select().from(operationLog).where(inArray(operationLog.id, ids))).length,
      login: (await tx.select().from(loginLog).where(inArray(loginLog.id, ids))).length,
    }))

  const resetRetention = (tenantId: string) =>
    app.db.withTenant({ tenantId }, (tx) => tx.delete(logRetention))

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(async () => {
    // Other test files share the database on PostgreSQL: leave the demo tenants as they were.
    await resetRetention('100001')
    for (const tenantId of ['100001', '100002']) {
      await app.db.withTenant({ tenantId }, async (tx) => {
        for (const table of [apiLog, errorLog, webLog, operationLog, loginLog])
          await tx.delete(table).where(inArray(table.id, ids))
      })
    }
    await app.close()
  })

  it('a tenant that never saved its retention gets the defaults', async () => {
    const res = await app.inject({ url: DETAIL, headers: auth(otherAdmin) })
    expect(res.json()).toMatchObject({ code: 200, data: DEFAULTS })
  })

  it('saving needs every kind, each from 1 to 3650 days; a refused save changes nothing', async () => {
    for (const body of [
      { ...DEFAULTS, apiDays: 0 },
      { ...DEFAULTS, loginDays: 3651 },
      { apiDays: 10 },
      { ...DEFAULTS, auditDays: 5 },
    ]) {
      const res = await app.inject({ method: 'POST', url: UPDATE, headers: auth(admin), payload: body })
      expect(res.statusCode).toBe(400)
    }
    const res = await app.inject({
      method: 'POST',
      url: UPDATE,
      headers: auth(admin),
      payload: { ...DEFAULTS, apiDays: 0 },
    })
    expect(res.json().msg).toBe('参数校验失败：API日志保留天数不能小于1')
    expect((await app.inject({ url: DETAIL, headers: auth(admin) })).json().data).toEqual(DEFAULTS)
  })

  it('a saved retention is the tenant’s own, audited with before and after', async () => {
    const chosen = { apiDays: 7, errorDays: 7, webDays: 7, operationDays: 7, loginDays: 7 }
    const res = await app.inject({ method: 'POST', url: UPDATE, headers: auth(admin), payload: chosen })
    expect(res.json()).toMatchObject({ code: 200, data: chosen })
    expect((await app.inject({ url: DETAIL, headers: auth(admin) })).json().data).toEqual(chosen)
    expect((await app.inject({ url: DETAIL, headers: auth(otherAdmin) })).json().data).toEqual(DEFAULTS)
    const [audit] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.resource, 'log_retention'),
            eq(auditLog.requestId, res.headers['x-request-id'] as string),
          ),
        ),
    )
    expect(audit).toMatchObject({ action: 'update', before: DEFAULTS, after: chosen })
  })

  it('the purge removes, in batches, only rows older than their tenant’s retention; the sign-in log too', async () => {
    // 100001 keeps 7 days (saved above), 100002 the defaults (30 days and more).
    await seedRows('100001', 10)
    await seedRows('100001', 10)
    await seedRows('100001', 10)
    await seedRows('100001', 2)
    await seedRows('100002', 10)
    const removed = await purgeExpiredLogs(app.db, { batchSize: 2 })
    for (const kind of ['apiDays', 'errorDays', 'webDays', 'operationDays', 'loginDays'] as const) {
      expect(removed[kind]).toBeGreaterThanOrEqual(3)
    }
    expect(await remaining('100001')).toEqual({ api: 1, error: 1, web: 1, operation: 1, login: 1 })
    expect(await remaining('100002')).toEqual({ api: 1, error: 1, web: 1, operation: 1, login: 1 })
  })

  it('a row younger than the retention stays until it is older', async () => {
    const later = new Date(Date.now() + 6 * DAY_MS)
    await purgeExpiredLogs(app.db, { now: later })
    expect(await remaining('100001')).toEqual({ api: 0, error: 0, web: 0, operation: 0, login: 0 })
    expect(await remaining('100002')).toEqual({ api: 1, error: 1, web: 1, operation: 1, login: 1 })
  })
})
