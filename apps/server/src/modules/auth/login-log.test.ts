import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, callTokenEndpoint, engineName, tokenFor } from '../../test/app'

const PAGE = '/api/blade-log/login/page'

/** Issue: the login log holds every attempt (grant, result, reason, IP, user agent, time) per tenant. */
describe(`login log (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  // failed sign-ins are counted per account in a platform table all test files share on PostgreSQL
  const nobody = `nobody-${randomUUID().slice(0, 8)}`
  const attempt = (tenantId: string, username: string, password: string, ip: string) =>
    callTokenEndpoint(
      app,
      { grant_type: 'password', tenantId, username, password },
      { ip, headers: { 'user-agent': 'login-log-test/1.0' } },
    )

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100002', 'admin')
    await attempt('100002', nobody, 'Wrong@12345', '10.202.0.1')
    await attempt('100002', 'admin', 'Admin@12345', '10.202.0.2')
    await attempt('100001', 'clerk', 'Clerk@12345', '10.202.0.3')
  })
  afterAll(() => app.close())

  it('lists the tenant’s attempts newest first with grant, result, reason, IP, user agent and time', async () => {
    const res = await app.inject({ url: `${PAGE}?current=1&size=10&ip=10.202.`, headers: auth(admin) })
    expect(res.statusCode).toBe(200)
    const { records, total } = res.json().data
    expect(total).toBe(2)
    expect(records[0]).toMatchObject({
      account: 'admin',
      grantType: 'password',
      success: 1,
      reason: null,
      ip: '10.202.0.2',
      userAgent: 'login-log-test/1.0',
    })
    expect(records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(records[1]).toMatchObject({ account: nobody, success: 0, reason: 'badCredentials' })
  })

  it('filters by result and account; another tenant’s attempts never show', async () => {
    const failed = await app.inject({ url: `${PAGE}?success=0&ip=10.202.`, headers: auth(admin) })
    expect(failed.json().data.records.map((r: { account: string }) => r.account)).toEqual([nobody])
    const clerk = await app.inject({ url: `${PAGE}?account=clerk&ip=10.202.`, headers: auth(admin) })
    expect(clerk.json().data.total).toBe(0)
  })

  it('is read-only and needs the log permission', async () => {
    const write = await app.inject({
      method: 'POST',
      url: '/api/blade-log/login/submit',
      headers: auth(admin),
      payload: {},
    })
    expect(write.statusCode).toBe(404)
    const clerk = await tokenFor(app, '100001', 'clerk')
    const res = await app.inject({ url: PAGE, headers: auth(clerk) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 403, success: false })
  })
})
