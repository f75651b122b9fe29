import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { enterTenant } from '../core/db/database'
import { captcha, loginFailure } from '../modules/auth/schema'
import { auth, buildTestApp, callTokenEndpoint, engineName } from '../test/app'

const GUARDED = '/api/blade-system/dict/page'

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

/**
 * Attacks on the access token and the sign-in (docs/security.md "Authentication attacks"). Lockout,
 * captcha reuse and refresh reuse within one tenant are proven in modules/auth/token.test.ts, SSO
 * open redirects, session fixation and logout CSRF in modules/sso/sso.test.ts; this file adds what
 * crosses tenants and the forged-token forms.
 */
describe(`authentication attacks (${engineName})`, () => {
  let app: FastifyInstance
  let tokenA: string
  let refreshA: string

  const grant = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    callTokenEndpoint(app, params, { headers })
  const solvedCaptcha = async () => {
    const { key } = (await app.inject('/api/blade-auth/oauth/captcha')).json().data
    const [row] = await app.db.withSystem((tx) => tx.select().from(captcha).where(eq(captcha.key, key)))
    return { 'captcha-key': key, 'captcha-code': row!.answer }
  }
  const call = (token: string) => app.inject({ url: GUARDED, headers: auth(token) })
  const expect401 = async (token: string) => {
    const res = await call(token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 401, success: false })
  }

  beforeAll(async () => {
    app = await buildTestApp()
    const body = (
      await grant({ grant_type: 'password', tenantId: '100001', username: 'admin', password: 'Admin@12345' })
    ).json()
    tokenA = body.access_token
    refreshA = body.refresh_token
  })
  afterAll(() => app.close())

  it('the genuine token of tenant A opens the API (the baseline every forgery below is measured against)', async () => {
    expect((await call(tokenA)).statusCode).toBe(200)
  })

  it('a token with alg "none" (no signature) is refused with 401', async () => {
    const [header, payload] = tokenA.split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString()).alg).toBe('HS256')
    await expect401(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`)
    await expect401(`${part({ alg: 'none', typ: 'JWT' })}.${payload}`)
  })

  it('a token signed with another key, or with the right key under another algorithm, is refused', async () => {
    const claims = claimsOf(tokenA)
    const resign = (alg: string, secret: string) =>
      new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret))
    await expect401(await resign('HS256', 'another-secret-another-secret-another-secret-0'))
    await expect401(await resign('HS512', 'test-secret-test-secret-test-secret-0123456789'))
  })

  it('tampered claims keep the old signature and are refused: another role, a later expiry, another user', async () => {
    const [header, , signature] = tokenA.split('.')
    const claims = claimsOf(tokenA)
    for (const edit of [
      { role_id: '1' },
      { exp: (claims.exp as number) + 86_400 },
      { sub: '1' },
      { iss: 'someone-else' },
    ])
      await expect401(`${header}.${part({ ...claims, ...edit })}.${signature}`)
  })

  it('a token of tenant A with tenant_id edited to B is refused, and B’s rows are not reached', async () => {
    const [header, , signature] = tokenA.split('.')
    const forged = `${header}.${part({ ...claimsOf(tokenA), tenant_id: '100002' })}.${signature}`
    await expect401(forged)
    const res = await app.inject({ url: '/api/blade-user/page', headers: auth(forged) })
    expect(res.statusCode).toBe(401)
    expect(res.body).not.toContain('100002')
  })

  it('a refresh token of tenant A presented under tenant B is refused, gives no token, and A’s session lives on', async () => {
    const res = await grant({ grant_type: 'refresh_token', tenantId: '100002', refresh_token: refreshA })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'invalid_grant' })
    expect(res.json().access_token).toBeUndefined()
    expect((await call(tokenA)).statusCode).toBe(200)
    const own = await grant({ grant_type: 'refresh_token', tenantId: '100001', refresh_token: refreshA })
    expect(own.statusCode).toBe(200)
    expect(own.json().tenant_id).toBe('100001')
  })

  it('lockout is per tenant: locking tenant B’s admin by brute force leaves tenant A’s admin of the same name free', async () => {
    for (let i = 0; i < 5; i++)
      await grant(
        { grant_type: 'password', tenantId: '100002', username: 'admin', password: `wrong-${i}` },
        await solvedCaptcha(),
      )
    const locked = await grant({
      grant_type: 'password',
      tenantId: '100002',
      username: 'admin',
      password: 'Admin@12345',
    })
    expect(locked.json().error).toBe('locked')
    const other = await grant({
      grant_type: 'password',
      tenantId: '100001',
      username: 'admin',
      password: 'Admin@12345',
    })
    expect(other.statusCode).toBe(200)
    // Other test files sign in as B's admin on the shared PostgreSQL database: unlock it.
    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, '100002')
      await tx.delete(loginFailure).where(eq(loginFailure.account, 'admin'))
    })
  })
})
