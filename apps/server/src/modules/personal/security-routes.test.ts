import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { enterTenant } from '../../core/db/database'
import { auth, buildTestApp, engineName, freshAddress, tokenFor, CLIENT_AUTH } from '../../test/app'
import { totp } from '../mfa/schema'
import { createTestTenant, testTenantId } from '../social/test-tenant'
import { user } from '../user/schema'

/** long past: with the default 90-day policy this password has expired */
const CHANGED_AT = new Date('2020-01-02T03:04:05Z')

/** issue 3 item 8, self-service: user-safe, the personal centre's security overview. */
describe(`the security overview (${engineName})`, () => {
  const T = testTenantId('ps')
  let app: FastifyInstance
  let ids: Map<string, string>
  let admin: string
  let clerk: string

  const get = (token: string | null, url: string) => app.inject({ url, headers: token ? auth(token) : {} })
  const address = freshAddress()
  const passwordLogin = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      remoteAddress: address,
      headers: { authorization: CLIENT_AUTH, 'tenant-id': T },
      query: { grant_type: 'password', scope: 'all', username, password },
    })

  beforeAll(async () => {
    app = await buildTestApp()
    ids = await createTestTenant(app, T, [
      { account: 'boss', role: 'admin' },
      { account: 'clerk', role: 'clerk' },
    ])
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .update(user)
        .set({ passwordChangedAt: CHANGED_AT, phone: '13900001111' })
        .where(eq(user.account, 'clerk')),
    )
    admin = await tokenFor(app, T, 'boss')
    clerk = await tokenFor(app, T, 'clerk')
  })
  afterAll(() => app?.close())

  it('user-safe needs a signed-in user', async () => {
    expect((await get(null, '/api/blade-user/user-safe')).statusCode).toBe(401)
  })

  it('user-safe: password age and expiry by the policy, second factor, bindings and the last 5 sign-ins', async () => {
    for (let i = 0; i < 6; i++) expect((await passwordLogin('boss', 'Test@12345')).statusCode).toBe(200)
    expect((await passwordLogin('boss', 'wrong')).statusCode).toBe(400)
    const res = await get(admin, '/api/blade-user/user-safe')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.password).toMatchObject({ state: 0, expiryDays: 90, warningDays: 7, daysLeft: 90 })
    expect(data.password.changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(data.mfaEnabled).toBe(false)
    expect(data.bindings.wechat.bound).toBe(false)
    expect(data.recentSignIns).toHaveLength(5)
    expect(data.recentSignIns[0]).toMatchObject({
      grantType: 'password',
      success: false,
      reason: '用户名或密码不正确',
      ip: address,
    })
    expect(data.recentSignIns.slice(1).every((s: { success: boolean }) => s.success)).toBe(true)

    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, T)
      await tx.insert(totp).values({ userId: ids.get('boss')!, secret: 'x', enabled: 1 })
    })
    expect((await get(admin, '/api/blade-user/user-safe')).json().data.mfaEnabled).toBe(true)
  })

  it('user-safe: an old password shows as expired with 0 days left; the clerk sees their masked phone', async () => {
    const data = (await get(clerk, '/api/blade-user/user-safe')).json().data
    expect(data.password).toEqual({
      changedAt: '2020-01-02 11:04:05',
      expiresAt: '2020-04-01 11:04:05',
      daysLeft: 0,
      state: 1,
      expiryDays: 90,
      warningDays: 7,
    })
    expect(data.bindings.phone).toEqual({ bound: true, phone: '139****1111' })
    expect(data.recentSignIns).toEqual([])
  })
})
