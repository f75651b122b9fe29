import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { enterTenant } from '../../core/db/database'
import { MESSAGES } from '@store/contract'
import { auth, buildTestApp, callTokenEndpoint, CLIENT_AUTH, engineName, freshAddress } from '../../test/app'
import { tenant } from '../tenant/schema'
import { user } from '../user/schema'
import { captcha, loginFailure, loginLog, passwordPolicy } from './schema'

const TOKEN = '/api/blade-auth/oauth/token'

/** contract.md "Token endpoint"; spec §4 Login, Logout; §8 forced offline. */
describe(`token endpoint and sessions (${engineName})`, () => {
  let app: FastifyInstance

  const grant = (
    params: Record<string, string>,
    opts: { ip?: string; headers?: Record<string, string> } = {},
  ) => callTokenEndpoint(app, { grant_type: 'password', ...params }, opts)
  const login = (tenantId: string, username: string, password: string, ip?: string) =>
    grant({ tenantId, username, password }, { ...(ip && { ip }) })
  const solvedCaptcha = async () => {
    const { key } = (await app.inject('/api/blade-auth/oauth/captcha')).json().data
    const [row] = await app.db.withSystem((tx) => tx.select().from(captcha).where(eq(captcha.key, key)))
    return { 'captcha-key': key, 'captcha-code': row!.answer.toUpperCase() }
  }
  const setPolicy = (tenantId: string, values: Partial<typeof passwordPolicy.$inferInsert>) =>
    app.db.withSystem(async (tx) => {
      await enterTenant(tx, tenantId)
      await tx.delete(passwordPolicy)
      await tx.insert(passwordPolicy).values(values)
    })

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('password grant: plain OAuth JSON with the contract’s fields; the token opens the API; the attempt is logged', async () => {
    const res = await login('100001', 'admin', 'Admin@12345')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      token_type: 'bearer',
      scope: 'all',
      tenant_id: '100001',
      account: 'admin',
      pwd_expired: 0,
    })
    expect(body.expires_in).toBe(3600)
    for (const f of ['access_token', 'refresh_token', 'user_id', 'role_id', 'real_name', 'role_name'])
      expect(body[f]).toBeTruthy()
    expect(
      (await app.inject({ url: '/api/blade-system/dict/page', headers: auth(body.access_token) })).statusCode,
    ).toBe(200)
    const logs = await app.db.withTenant({ tenantId: '100001' }, (tx) => tx.select().from(loginLog))
    expect(logs.some((l) => l.account === 'admin' && l.success === 1 && l.grantType === 'password')).toBe(
      true,
    )
  })

  it('a bad client is refused with 401 invalid_client', async () => {
    const res = await grant(
      { tenantId: '100001', username: 'admin', password: 'Admin@12345' },
      { headers: { authorization: `Basic ${Buffer.from('storedesk:wrong').toString('base64')}` } },
    )
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_client', error_description: '客户端认证失败' })
  })

  it('an unknown tenant answers 未查询到租户ID; an expired one 租户授权已过期,请联系管理员', async () => {
    expect((await login('999999', 'admin', 'x')).json().error_description).toBe('未查询到租户ID')
    await app.db.withSystem((tx) =>
      tx
        .update(tenant)
        .set({ expireTime: sql`now() - interval '1 day'` })
        .where(eq(tenant.tenantId, '100002')),
    )
    expect((await login('100002', 'admin', 'Admin@12345')).json().error_description).toBe(
      '租户授权已过期,请联系管理员',
    )
    await app.db.withSystem((tx) =>
      tx.update(tenant).set({ expireTime: null }).where(eq(tenant.tenantId, '100002')),
    )
  })

  it('an unsupported grant and a missing parameter get clear messages in the caller’s language', async () => {
    const res = await grant({ grant_type: 'magic', tenantId: '100001' })
    expect(res.json()).toEqual({ error: 'unsupported_grant_type', error_description: '不支持的授权类型' })
    const missing = await app.inject({
      method: 'POST',
      url: `${TOKEN}?grant_type=password&tenantId=100001&username=admin&lang=en`,
      headers: { authorization: CLIENT_AUTH },
    })
    expect(missing.json().error_description).toBe('Missing parameter: password')
  })

  it('after a failed login the account needs a captcha; a wrong captcha is refused; a captcha works only once', async () => {
    const ip = freshAddress()
    expect((await login('100001', 'clerk', 'wrong', ip)).json().error_description).toBe('用户名或密码不正确')
    expect((await login('100001', 'clerk', 'Clerk@12345', freshAddress())).json().error_description).toBe(
      '请输入验证码',
    )
    const wrong = await grant(
      { tenantId: '100001', username: 'clerk', password: 'Clerk@12345' },
      { headers: { ...(await solvedCaptcha()), 'captcha-code': 'nope' } },
    )
    expect(wrong.json().error_description).toBe('验证码不正确')
    const solved = await solvedCaptcha()
    const good = await grant(
      { grant_type: 'captcha', tenantId: '100001', username: 'clerk', password: 'Clerk@12345' },
      { headers: solved },
    )
    expect(good.statusCode).toBe(200)
    const reused = await grant(
      { tenantId: '100001', username: 'clerk', password: 'Clerk@12345' },
      { headers: solved },
    )
    expect(reused.json().error_description).toBe('验证码不正确')
  })

  it('brute force: after 5 wrong passwords the 6th try is locked for the policy’s minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await grant(
        { tenantId: '100002', username: 'admin', password: `wrong-${i}` },
        { headers: await solvedCaptcha() },
      )
      expect(res.json().error_description).toBe('用户名或密码不正确')
    }
    const right = await grant(
      { tenantId: '100002', username: 'admin', password: 'Admin@12345' },
      { headers: await solvedCaptcha() },
    )
    expect(right.json().error_description).toBe('登录失败次数过多，账号已锁定，请30分钟后再试')
    // Other test files sign in as this account on the shared PostgreSQL database: unlock it.
    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, '100002')
      await tx.delete(loginFailure).where(eq(loginFailure.account, 'admin'))
    })
  })

  it('refresh rotates; a refresh token used twice ends the whole session', async () => {
    const first = (await login('100001', 'admin', 'Admin@12345')).json()
    const refreshed = await grant({
      grant_type: 'refresh_token',
      tenantId: '100001',
      refresh_token: first.refresh_token,
    })
    expect(refreshed.statusCode).toBe(200)
    const second = refreshed.json()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(
      (await app.inject({ url: '/api/blade-system/dict/page', headers: auth(second.access_token) }))
        .statusCode,
    ).toBe(200)

    const replay = await grant({
      grant_type: 'refresh_token',
      tenantId: '100001',
      refresh_token: first.refresh_token,
    })
    expect(replay.json().error_description).toBe('刷新令牌被重复使用，会话已注销，请重新登录')
    const after = await grant({
      grant_type: 'refresh_token',
      tenantId: '100001',
      refresh_token: second.refresh_token,
    })
    expect(after.json().error_description).toBe('登录已过期，请重新登录')
    expect(
      (await app.inject({ url: '/api/blade-system/dict/page', headers: auth(second.access_token) }))
        .statusCode,
    ).toBe(401)
  })

  it('after logout the old access token is refused at once, and its refresh token too', async () => {
    const tokens = (await login('100001', 'admin', 'Admin@12345')).json()
    const out = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/logout',
      headers: auth(tokens.access_token),
    })
    expect(out.json()).toMatchObject({ code: 200, data: true })
    const res = await app.inject({ url: '/api/blade-system/dict/page', headers: auth(tokens.access_token) })
    expect(res.statusCode).toBe(401)
    expect(res.json().msg).toBe('请求未授权，请重新登录')
    const refresh = await grant({
      grant_type: 'refresh_token',
      tenantId: '100001',
      refresh_token: tokens.refresh_token,
    })
    expect(refresh.statusCode).toBe(400)
  })

  it('the concurrent-login limit ends the oldest session, whose next request gets 401 with the §8 forced-offline text and the reason forced_offline in every language', async () => {
    await setPolicy('100001', { maxSessions: 1 })
    try {
      const older = (await login('100001', 'clerk', 'Clerk@12345')).json()
      const newer = (await login('100001', 'clerk', 'Clerk@12345')).json()
      expect(newer.access_token).toBeTruthy()
      for (const locale of ['zh_CN', 'zh_HK', 'en'] as const) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/blade-auth/oauth/logout?lang=${locale}`,
          headers: auth(older.access_token),
        })
        expect(res.statusCode).toBe(401)
        expect(res.json()).toMatchObject({
          code: 401,
          reason: 'forced_offline',
          msg: MESSAGES.forcedOffline[locale],
        })
      }
      expect(MESSAGES.forcedOffline.zh_CN).toBe(
        '您的账号在另一地点登录，且已超过最大同时登录数量，为了您的账户安全，您已被迫下线！',
      )
      const expired = await app.inject({ url: '/api/blade-auth/oauth/logout', headers: auth('x.y.z') })
      expect(expired.statusCode).toBe(401)
      expect(expired.json()).not.toHaveProperty('reason')
      const stillIn = await app.inject({
        method: 'GET',
        url: '/api/blade-auth/oauth/logout',
        headers: auth(newer.access_token),
      })
      expect(stillIn.statusCode).toBe(200)
    } finally {
      await setPolicy('100001', {})
    }
  })

  it('pwd_expired: an initial password (2) or an expired one (1) starts no session; 3 warns and signs in', async () => {
    const setUser = (values: Partial<typeof user.$inferInsert>) =>
      app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.update(user).set(values).where(eq(user.account, 'clerk')),
      )
    await setUser({ mustChangePassword: 1 })
    const initial = await login('100001', 'clerk', 'Clerk@12345')
    expect(initial.json()).toMatchObject({
      error: 'password_expired',
      pwd_expired: 2,
      error_description: '首次登录请修改初始密码',
    })
    expect(initial.json().access_token).toBeUndefined()
    await setUser({ mustChangePassword: 0, passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
    expect((await login('100001', 'clerk', 'Clerk@12345')).json()).toMatchObject({ pwd_expired: 1 })
    await setUser({ passwordChangedAt: new Date(Date.now() - 85 * 86_400_000) })
    const warned = await login('100001', 'clerk', 'Clerk@12345')
    expect(warned.json()).toMatchObject({ pwd_expired: 3 })
    expect(warned.json().access_token).toBeTruthy()
    await setUser({ passwordChangedAt: new Date() })
  })

  it('passwords are stored as argon2id', async () => {
    const [u] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(user).where(eq(user.account, 'admin')),
    )
    expect(u!.password).toMatch(/^\$argon2id\$/)
  })
})
