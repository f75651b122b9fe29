import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { translate } from '@store/contract'
import { enterTenant, type Tx } from '../../core/db/database'
import { auth, buildTestApp, callTokenEndpoint, engineName } from '../../test/app'
import { loginLog, passwordPolicy, session } from '../auth/schema'
import { hashToken } from '../auth/sessions'
import { ADMIN_ROLE, seedRoles } from '../access'
import { seedTenant } from '../tenant'
import { user } from '../user/schema'
import { seedUsers } from '../user/seed'
import { SSO_COOKIE } from './cookie'
import { ssoAppSession, ssoSession } from './schema'

const SSO = '/api/store-sso-server/blade'
const APP_A = 'http://app-a.test'
const APP_B = 'http://app-b.test'
const GUARDED = '/api/blade-system/dict/page'
const PASSWORD = 'Sso@123456'

/** Issue "Identity" item 6; spec §4 Session start, Logout (SSO and federated); §7 Auth SSO calls. */
describe(`single sign-on server (${engineName})`, () => {
  let app: FastifyInstance
  // A tenant of this file's own: the demo tenants' policies change under other test files.
  const tenantId = `S${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(
    0,
    12,
  )

  const signIn = async () => {
    const res = await callTokenEndpoint(app, {
      grant_type: 'password',
      tenantId,
      username: 'sso',
      password: PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    return res.json() as { access_token: string; refresh_token: string }
  }
  const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SSO_COOKIE)
  const jar = (cookie?: string): Record<string, string> => (cookie ? { [SSO_COOKIE]: cookie } : {})
  const handleIn = (url: string) => new URL(url, 'http://relative.invalid').searchParams.get('storeSessionId')
  const startCentral = (accessToken: string, redirect: string, cookie?: string, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `${SSO}/session`,
      headers: { ...auth(accessToken), ...headers },
      cookies: jar(cookie),
      payload: { redirect },
    })
  /** What the login page does: sign in, then start the central session for the return URL. */
  const login = async (redirect = `${APP_A}/#/wel/index`, cookie?: string) => {
    const res = await startCentral((await signIn()).access_token, redirect, cookie)
    expect(res.statusCode).toBe(200)
    const back: string = res.json().data.redirect
    return { cookie: cookieOf(res)!.value, handle: handleIn(back)!, back, res }
  }
  const currentLoginToken = (redirect: string, cookie?: string) =>
    app.inject({
      url: `${SSO}/current-login-token?redirect=${encodeURIComponent(redirect)}`,
      cookies: jar(cookie),
    })
  /** Silent sign-on into another app: the handle of the new app session. */
  const silent = async (cookie: string, redirect = `${APP_B}/`) => {
    const res = await currentLoginToken(redirect, cookie)
    expect(res.statusCode).toBe(302)
    return handleIn(res.headers.location as string)!
  }
  const getToken = (cookie?: string, handle?: string, headers = {}) =>
    app.inject({
      url: `${SSO}/getToken`,
      cookies: jar(cookie),
      headers: { ...(handle && { 'store-session-id': handle }), ...headers },
    })
  const refresh = (cookie: string | undefined, handle: string | undefined, refreshToken: string) =>
    app.inject({
      url: `${SSO}/refreshToken?refresh_token=${encodeURIComponent(refreshToken)}`,
      cookies: jar(cookie),
      headers: handle ? { 'store-session-id': handle } : {},
    })
  const logout = (cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `${SSO}/logout`, cookies: jar(cookie), headers })
  const guarded = async (accessToken: string) =>
    (await app.inject({ url: GUARDED, headers: auth(accessToken) })).statusCode
  const centralRow = async (cookie: string) =>
    (
      await app.db.withSystem((tx) =>
        tx
          .select()
          .from(ssoSession)
          .where(eq(ssoSession.idHash, hashToken(cookie))),
      )
    )[0]
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)
  const msg = (key: Parameters<typeof translate>[0]) => translate(key, 'zh_CN')

  beforeAll(async () => {
    app = await buildTestApp({ env: { STOREDESK_SSO_ORIGINS: `${APP_A},${APP_B}` } })
    await app.db.withSystem(async (tx) => {
      await seedTenant(tx, { tenantId, tenantFullName: 'SSO test tenant' })
      await enterTenant(tx, tenantId)
      const roles = await seedRoles(tx, app.ids, [ADMIN_ROLE])
      await seedUsers(tx, app.ids, [
        { account: 'sso', password: PASSWORD, realName: 'SSO user', roleIds: [roles.get(ADMIN_ROLE.alias)!] },
      ])
    })
  })
  afterAll(() => app.close())

  it('without a central session, current-login-token sends the browser to /authorization with the return URL', async () => {
    for (const redirect of [`${APP_A}/#/wel/index`, '/wel/index?tab=1']) {
      const res = await currentLoginToken(redirect)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe(`/authorization?redirect=${encodeURIComponent(redirect)}`)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it('open redirect: a foreign, protocol-relative, backslash, javascript: or user-info return URL is a 400 envelope, never a redirect', async () => {
    const { access_token } = await signIn()
    for (const redirect of [
      'http://evil.test/',
      '//evil.test/',
      '/\\evil.test',
      'http:\\\\evil.test',
      'javascript:alert(1)',
      `${APP_A}@evil.test/`,
      'http://app-a.test.evil.test/',
      '/\t/evil.test',
    ]) {
      const viaGet = await currentLoginToken(redirect)
      expect([viaGet.statusCode, viaGet.headers.location]).toEqual([400, undefined])
      expect(viaGet.json()).toMatchObject({ code: 400, success: false, msg: msg('ssoRedirectRefused') })
      const viaLogin = await startCentral(access_token, redirect)
      expect(viaLogin.statusCode).toBe(400)
      expect(viaLogin.json().msg).toBe(msg('ssoRedirectRefused'))
      expect(cookieOf(viaLogin)).toBeUndefined()
    }
    const en = await app.inject(
      `${SSO}/current-login-token?redirect=${encodeURIComponent('//evil.test')}&lang=en`,
    )
    expect(en.json().msg).toBe('Redirecting to this address is not allowed: check the redirect parameter')
    const hk = await app.inject({
      url: `${SSO}/current-login-token?redirect=${encodeURIComponent('//evil.test')}`,
      headers: { 'accept-language': 'zh-HK' },
    })
    expect(hk.json().msg).toBe('不允許跳轉到該地址，請檢查 redirect 參數')
  })

  it('login starts the central session: an HttpOnly, SameSite=Lax cookie on the SSO path for 12 hours, stored only hashed, linked to the sign-in', async () => {
    const { cookie, handle, back, res } = await login(`${APP_A}/#/wel/index`)
    expect(back).toBe(`${APP_A}/?storeSessionId=${handle}#/wel/index`)
    expect(cookieOf(res)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/store-sso-server',
      maxAge: 12 * 3600,
    })
    expect(cookieOf(res)!.secure).toBeFalsy()
    expect(cookie).toMatch(/^[\w-]{43}$/)
    const central = await centralRow(cookie)
    expect(central).toMatchObject({ homeTenant: tenantId, endedAt: null })
    expect(central!.expiresAt.getTime() - central!.createTime.getTime()).toBeCloseTo(12 * 3600_000, -4)
    const [app1] = await app.db.withSystem((tx) =>
      tx
        .select()
        .from(ssoAppSession)
        .where(eq(ssoAppSession.handleHash, hashToken(handle))),
    )
    expect(app1).toMatchObject({ ssoSessionHash: hashToken(cookie), returnOrigin: APP_A, endedAt: null })
    const [linked] = await inTenant((tx) =>
      tx.select().from(session).where(eq(session.id, app1!.authSessionId)),
    )
    expect(linked!.ssoSessionId).toBe(hashToken(cookie))
    expect(linked!.grantType).toBe('password')
    // an app session cannot be renewed past its central session
    expect(linked!.expiresAt.getTime()).toBeLessThanOrEqual(central!.expiresAt.getTime())
  })

  it('the cookie is Secure when the request came over https (also through a TLS-terminating proxy)', async () => {
    const res = await startCentral((await signIn()).access_token, `${APP_A}/`, undefined, {
      'x-forwarded-proto': 'https',
    })
    expect(res.statusCode).toBe(200)
    expect(cookieOf(res)!.secure).toBe(true)
  })

  it('session fixation: every login sets a new cookie value; the cookie the browser had ends; a made-up one is not honoured', async () => {
    const first = await login()
    const second = await login(`${APP_A}/`, first.cookie)
    expect(second.cookie).not.toBe(first.cookie)
    expect((await centralRow(first.cookie))!.endedAt).not.toBeNull()
    expect((await currentLoginToken(`${APP_B}/`, first.cookie)).headers.location).toMatch(
      /^\/authorization\?/,
    )
    expect((await getToken(first.cookie, first.handle)).statusCode).toBe(401)

    const madeUp = 'attacker-chosen-value-attacker-chosen-value'
    const fixated = await currentLoginToken(`${APP_B}/`, madeUp)
    expect(fixated.headers.location).toBe(`/authorization?redirect=${encodeURIComponent(`${APP_B}/`)}`)
    expect(cookieOf(fixated)).toMatchObject({ value: '', path: '/api/store-sso-server' })
    const afterLogin = await login(`${APP_A}/`, madeUp)
    expect(afterLogin.cookie).not.toBe(madeUp)
    expect(await centralRow(madeUp)).toBeUndefined()
    expect((await getToken(madeUp, afterLogin.handle)).statusCode).toBe(401)
  })

  it('a central session starts only from a fresh sign-in that is not already under one', async () => {
    const { cookie, handle } = await login()
    const appToken = (await getToken(cookie, handle)).json().data.access_token
    const again = await startCentral(appToken, `${APP_A}/`)
    expect(again.statusCode).toBe(400)
    expect(again.json().msg).toBe(msg('ssoFreshSignInNeeded'))
    expect(cookieOf(again)).toBeUndefined()

    const old = await signIn()
    const sid = (await app.tokens.verify(old.access_token))!.sessionId
    await inTenant((tx) =>
      tx
        .update(session)
        .set({ createTime: sql`now() - interval '6 minutes'` })
        .where(eq(session.id, sid)),
    )
    const stale = await startCentral(old.access_token, `${APP_A}/`)
    expect(stale.statusCode).toBe(400)
    expect(stale.json().msg).toBe(msg('ssoFreshSignInNeeded'))
    expect((await startCentral('not-a-token', `${APP_A}/`)).statusCode).toBe(401)
  })

  it('silent sign-on: with a live central session, current-login-token opens a new app session and returns with its storeSessionId', async () => {
    const { cookie, handle } = await login()
    const res = await currentLoginToken(`${APP_B}/orders?x=1`, cookie)
    expect(res.statusCode).toBe(302)
    const location = new URL(res.headers.location as string)
    expect(location.origin + location.pathname).toBe(`${APP_B}/orders`)
    expect(location.searchParams.get('x')).toBe('1')
    const handleB = location.searchParams.get('storeSessionId')!
    expect(handleB).not.toBe(handle)
    const [appB] = await app.db.withSystem((tx) =>
      tx
        .select()
        .from(ssoAppSession)
        .where(eq(ssoAppSession.handleHash, hashToken(handleB))),
    )
    expect(appB).toMatchObject({ ssoSessionHash: hashToken(cookie), returnOrigin: APP_B })
    const [opened] = await inTenant((tx) =>
      tx.select().from(session).where(eq(session.id, appB!.authSessionId)),
    )
    expect(opened).toMatchObject({ grantType: 'sso', ssoSessionId: hashToken(cookie), revokedAt: null })
    const logged = await inTenant((tx) =>
      tx
        .select()
        .from(loginLog)
        .where(and(eq(loginLog.grantType, 'sso'), eq(loginLog.success, 1))),
    )
    expect(logged.length).toBeGreaterThan(0)
    const tokens = (await getToken(cookie, handleB)).json().data
    expect((await app.tokens.verify(tokens.access_token))!.sessionId).toBe(appB!.authSessionId)
  })

  it('getToken needs the cookie and the store-session-id header of the same central session', async () => {
    const mine = await login()
    const other = await login()
    for (const res of [
      await getToken(undefined, mine.handle),
      await getToken(mine.cookie, undefined),
      await getToken(mine.cookie, other.handle),
      await getToken(other.cookie, mine.handle),
      await getToken(mine.cookie, 'made-up-handle'),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 401, msg: msg('ssoSessionMissing') })
    }
    const ok = await getToken(mine.cookie, mine.handle)
    expect(ok.statusCode).toBe(200)
    const tokens = ok.json().data
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      tenant_id: tenantId,
      account: 'sso',
      expires_in: 3600,
    })
    expect(await guarded(tokens.access_token)).toBe(200)
  })

  it('getToken supersedes the app session’s earlier refresh tokens without ending the session', async () => {
    const { cookie, handle } = await login()
    const first = (await getToken(cookie, handle)).json().data
    const second = (await getToken(cookie, handle)).json().data
    const stale = await refresh(cookie, handle, first.refresh_token)
    expect(stale.statusCode).toBe(401)
    expect(stale.json().msg).toBe(msg('refreshInvalid'))
    expect(await guarded(second.access_token)).toBe(200)
    expect((await refresh(cookie, handle, second.refresh_token)).statusCode).toBe(200)
  })

  it('refreshToken rotates; a refresh token used twice ends the session (reuse detection); another app’s token is refused', async () => {
    const { cookie, handle } = await login()
    const handleB = await silent(cookie)
    const tokens = (await getToken(cookie, handle)).json().data
    const tokensB = (await getToken(cookie, handleB)).json().data
    expect((await refresh(cookie, handle, tokensB.refresh_token)).json().msg).toBe(msg('refreshInvalid'))
    expect((await refresh(cookie, undefined, tokens.refresh_token)).statusCode).toBe(401)

    const rotated = await refresh(cookie, handle, tokens.refresh_token)
    expect(rotated.statusCode).toBe(200)
    const next = rotated.json().data
    expect(next.refresh_token).not.toBe(tokens.refresh_token)
    expect(await guarded(next.access_token)).toBe(200)

    const reused = await refresh(cookie, handle, tokens.refresh_token)
    expect(reused.statusCode).toBe(401)
    expect(reused.json().msg).toBe(msg('refreshReused'))
    expect(await guarded(next.access_token)).toBe(401)
    expect((await getToken(cookie, handle)).statusCode).toBe(401)
    // only that app session ended: the other one under the same central session lives on
    expect(await guarded(tokensB.access_token)).toBe(200)
  })

  it('federated logout ends the central session and every app session under it: all their tokens get 401 at once', async () => {
    const { cookie, handle } = await login()
    const handleB = await silent(cookie)
    const a = (await getToken(cookie, handle)).json().data
    const b = (await getToken(cookie, handleB)).json().data
    expect([await guarded(a.access_token), await guarded(b.access_token)]).toEqual([200, 200])

    const res = await logout(cookie, { 'store-session-id': handleB })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 200, data: true })
    expect(cookieOf(res)).toMatchObject({ value: '', path: '/api/store-sso-server' })

    expect([await guarded(a.access_token), await guarded(b.access_token)]).toEqual([401, 401])
    expect((await getToken(cookie, handle)).statusCode).toBe(401)
    expect((await refresh(cookie, handleB, b.refresh_token)).statusCode).toBe(401)
    expect((await currentLoginToken(`${APP_A}/`, cookie)).headers.location).toMatch(/^\/authorization\?/)
    expect((await centralRow(cookie))!.endedAt).not.toBeNull()
    const apps = await app.db.withSystem((tx) =>
      tx
        .select()
        .from(ssoAppSession)
        .where(eq(ssoAppSession.ssoSessionHash, hashToken(cookie))),
    )
    expect(apps).toHaveLength(2)
    expect(apps.every((x) => x.endedAt !== null)).toBe(true)
    const ended = await inTenant((tx) =>
      tx
        .select()
        .from(session)
        .where(eq(session.ssoSessionId, hashToken(cookie))),
    )
    expect(ended.map((s) => s.revokeReason)).toEqual(['sso_logout', 'sso_logout'])
    // again, or without any session: nothing to end, still a success that clears the cookie
    expect((await logout(cookie, { 'store-session-id': handle })).statusCode).toBe(200)
    expect((await logout()).statusCode).toBe(200)
  })

  it('logout CSRF: a cross-site request or a foreign Origin is refused with 403 and ends nothing; the app’s own call works without the header', async () => {
    const { cookie, handle } = await login()
    const tokens = (await getToken(cookie, handle)).json().data
    const crossSite = await logout(cookie, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json().msg).toBe(translate('ssoOriginRefused', 'zh_CN', { origin: 'cross-site' }))
    const foreignOrigin = await logout(cookie, { origin: 'http://evil.test', 'store-session-id': handle })
    expect(foreignOrigin.statusCode).toBe(403)
    expect(foreignOrigin.json().msg).toBe(
      translate('ssoOriginRefused', 'zh_CN', { origin: 'http://evil.test' }),
    )
    const foreignReferer = await logout(cookie, { referer: 'http://evil.test/page' })
    expect(foreignReferer.statusCode).toBe(403)
    expect(await guarded(tokens.access_token)).toBe(200)
    expect((await centralRow(cookie))!.endedAt).toBeNull()

    const own = await logout(cookie, { 'sec-fetch-site': 'same-site', origin: APP_B })
    expect(own.statusCode).toBe(200)
    expect(await guarded(tokens.access_token)).toBe(401)
  })

  it('CORS: a configured origin may call the SSO endpoints with credentials; any other origin gets no grant and is refused', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: `${SSO}/getToken`,
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'store-session-id',
        },
      })
    const allowed = await preflight(APP_B)
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': APP_B,
      'access-control-allow-credentials': 'true',
    })
    expect(allowed.headers['access-control-allow-headers']).toContain('store-session-id')
    const foreign = await preflight('http://evil.test')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    expect(foreign.headers['access-control-allow-headers']).toBeUndefined()

    const { cookie, handle } = await login()
    const fromApp = await getToken(cookie, handle, { origin: APP_B })
    expect(fromApp.statusCode).toBe(200)
    expect(fromApp.headers['access-control-allow-origin']).toBe(APP_B)
    const fromEvil = await getToken(cookie, handle, { origin: 'http://evil.test' })
    expect(fromEvil.statusCode).toBe(403)
    expect(fromEvil.headers['access-control-allow-origin']).toBeUndefined()
    const login2 = await startCentral((await signIn()).access_token, `${APP_A}/`, undefined, {
      origin: 'http://evil.test',
    })
    expect(login2.statusCode).toBe(403)
    expect(cookieOf(login2)).toBeUndefined()
  })

  it('an expired central session (12 hours) no longer signs in silently nor gives tokens', async () => {
    const { cookie, handle } = await login()
    await app.db.withSystem((tx) =>
      tx
        .update(ssoSession)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(ssoSession.idHash, hashToken(cookie))),
    )
    expect((await currentLoginToken(`${APP_B}/`, cookie)).headers.location).toMatch(/^\/authorization\?/)
    expect((await getToken(cookie, handle)).statusCode).toBe(401)
  })

  it('tokens never outlive their app session: near its end getToken and refreshToken shorten expires_in', async () => {
    const { cookie, handle } = await login()
    const [row] = await app.db.withSystem((tx) =>
      tx
        .select()
        .from(ssoAppSession)
        .where(eq(ssoAppSession.handleHash, hashToken(handle))),
    )
    await inTenant((tx) =>
      tx
        .update(session)
        .set({ expiresAt: sql`now() + interval '600 seconds'` })
        .where(eq(session.id, row!.authSessionId)),
    )
    const got = (await getToken(cookie, handle)).json().data
    expect(got.expires_in).toBeGreaterThan(590)
    expect(got.expires_in).toBeLessThanOrEqual(600)
    const refreshed = (await refresh(cookie, handle, got.refresh_token)).json().data
    expect(refreshed.expires_in).toBeLessThanOrEqual(600)
    const { exp } = JSON.parse(Buffer.from(refreshed.access_token.split('.')[1], 'base64url').toString())
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 601_000)
  })

  it('a disabled user’s central session does not sign in silently: it ends and the browser goes to the login page', async () => {
    const { cookie, handle } = await login()
    const tokens = (await getToken(cookie, handle)).json().data
    const disable = (status: number) =>
      inTenant((tx) => tx.update(user).set({ status }).where(eq(user.account, 'sso')))
    await disable(0)
    try {
      const res = await currentLoginToken(`${APP_B}/`, cookie)
      expect(res.headers.location).toBe(`/authorization?redirect=${encodeURIComponent(`${APP_B}/`)}`)
      expect((await centralRow(cookie))!.endedAt).not.toBeNull()
      expect(await guarded(tokens.access_token)).toBe(401)
    } finally {
      await disable(1)
    }
  })
  describe('forced offline (spec §8) by the concurrent-login limit', () => {
    const setMaxSessions = (maxSessions: number) =>
      app.db.withSystem(async (tx) => {
        await enterTenant(tx, tenantId)
        await tx.delete(passwordPolicy)
        await tx.insert(passwordPolicy).values({ maxSessions })
      })
    const reasonsUnder = (cookie: string) =>
      inTenant((tx) =>
        tx
          .select({ reason: session.revokeReason })
          .from(session)
          .where(eq(session.ssoSessionId, hashToken(cookie))),
      )
    afterEach(() => setMaxSessions(0))

    it('ends the forced browser’s central session with all its app sessions: current-login-token sends it to the login page, not back in', async () => {
      await setMaxSessions(1)
      const browserA = await login() // the limit of 1 ends every earlier session of the user
      await setMaxSessions(2)
      const handleB = await silent(browserA.cookie)
      const tokensA = (await getToken(browserA.cookie, browserA.handle)).json().data
      const tokensB = (await getToken(browserA.cookie, handleB)).json().data
      const other = await login(`${APP_B}/`) // a third session: the oldest (browser A's app A) goes

      // both apps of browser A are told they were forced offline, whatever language they speak
      for (const accessToken of [tokensA.access_token, tokensB.access_token]) {
        const refused = await app.inject({
          url: GUARDED,
          headers: { ...auth(accessToken), 'accept-language': 'en' },
        })
        expect(refused.statusCode).toBe(401)
        expect(refused.json()).toMatchObject({
          code: 401,
          reason: 'forced_offline',
          msg: translate('forcedOffline', 'en'),
        })
      }
      expect((await getToken(browserA.cookie, browserA.handle)).statusCode).toBe(401)
      expect((await getToken(browserA.cookie, handleB)).statusCode).toBe(401)
      expect((await centralRow(browserA.cookie))!.endedAt).not.toBeNull()
      expect((await reasonsUnder(browserA.cookie)).map((r) => r.reason)).toEqual([
        'forced_offline',
        'forced_offline',
      ])
      const back = await currentLoginToken(`${APP_A}/#/wel/index`, browserA.cookie)
      expect(back.headers.location).toBe(
        `/authorization?redirect=${encodeURIComponent(`${APP_A}/#/wel/index`)}`,
      )
      // the browser that signed in goes on
      expect((await getToken(other.cookie, other.handle)).statusCode).toBe(200)
      expect((await centralRow(other.cookie))!.endedAt).toBeNull()
    })

    it('a silent sign-on beyond the limit spares the central session it joins; the app forced off there ends it by logging out', async () => {
      await setMaxSessions(1)
      const { cookie, handle } = await login()
      const handleB = await silent(cookie)
      expect((await getToken(cookie, handleB)).statusCode).toBe(200)
      expect((await getToken(cookie, handle)).json()).toMatchObject({ code: 401, reason: 'forced_offline' })
      expect((await centralRow(cookie))!.endedAt).toBeNull()

      expect((await logout(cookie)).statusCode).toBe(200)
      expect((await currentLoginToken(`${APP_A}/`, cookie)).headers.location).toMatch(/^\/authorization\?/)
      expect((await getToken(cookie, handleB)).statusCode).toBe(401)
    })
  })
})
