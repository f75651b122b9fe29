import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CookieJar } from './support/cookie-jar'
import { startServer, type RunningServer } from './support/server'

const APP_A = 'http://app-a.test'
const APP_B = 'http://app-b.test'
const BASIC = `Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}`

interface Tokens {
  access_token: string
  refresh_token: string
}

/**
 * Issue "Identity" acceptance: the whole single sign-on round over HTTP against the real server
 * process, with a browser's cookie jar and manual redirects (docs/sso.md has the sequence diagram).
 */
describe('single sign-on round on the production server process', () => {
  let dataDir: string
  let server: RunningServer
  const browser = new CookieJar()
  let sso: string
  const tokens: Record<'a' | 'b', Tokens> = {} as never
  const handles: Record<'a' | 'b', string> = {} as never

  const currentLoginToken = (redirect: string) =>
    browser.fetch(`${sso}/current-login-token?redirect=${encodeURIComponent(redirect)}`)
  const storeSessionIdOf = (location: string) => new URL(location).searchParams.get('storeSessionId')!
  const getToken = (handle: string) =>
    browser.fetch(`${sso}/getToken`, { headers: { 'store-session-id': handle } })
  const guarded = async (accessToken: string) =>
    (
      await fetch(`${server.url}/api/blade-system/dict/page`, {
        headers: { 'blade-auth': `bearer ${accessToken}` },
      })
    ).status

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storedesk-e2e-sso-'))
    server = await startServer({ STOREDESK_DATA_DIR: dataDir, STOREDESK_SSO_ORIGINS: `${APP_A},${APP_B}` })
    sso = `${server.url}/api/store-sso-server/blade`
  })
  afterAll(async () => {
    await server?.stop('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('no central session: app A’s return URL is sent on to the login page', async () => {
    const res = await currentLoginToken(`${APP_A}/#/wel/index`)
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!, server.url)
    expect(location.pathname).toBe('/authorization')
    expect(location.searchParams.get('redirect')).toBe(`${APP_A}/#/wel/index`)
    expect(browser.get('storedesk_sso')).toBeUndefined()
  })

  it('a foreign return URL is refused with a 400 envelope, not redirected', async () => {
    const res = await currentLoginToken('https://evil.test/steal')
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect((await res.json()).code).toBe(400)
  })

  it('login on the login page starts the central session and goes back to app A with storeSessionId', async () => {
    const signIn = await fetch(`${server.url}/api/blade-auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        scope: 'all',
        tenantId: '100001',
        username: 'admin',
        password: 'Admin@12345',
      }),
    })
    expect(signIn.status).toBe(200)
    const { access_token } = (await signIn.json()) as Tokens
    const res = await browser.fetch(`${sso}/session`, {
      method: 'POST',
      headers: {
        'blade-auth': `bearer ${access_token}`,
        'content-type': 'application/json',
        origin: server.url,
      },
      body: JSON.stringify({ redirect: `${APP_A}/#/wel/index` }),
    })
    expect(res.status).toBe(200)
    const back: string = (await res.json()).data.redirect
    expect(back).toMatch(/^http:\/\/app-a\.test\/\?storeSessionId=[\w-]+#\/wel\/index$/)
    handles.a = storeSessionIdOf(back)
    const cookie = browser.get('storedesk_sso')!
    expect(cookie.path).toBe('/api/store-sso-server')
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', 'max-age': String(12 * 3600) })
    // the cookie goes to the SSO server only
    expect(browser.header(`${server.url}/api/blade-system/dict/page`)).toBeUndefined()
  })

  it('app B signs in silently: current-login-token goes straight back with its own storeSessionId', async () => {
    const res = await currentLoginToken(`${APP_B}/orders`)
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toMatch(/^http:\/\/app-b\.test\/orders\?storeSessionId=/)
    handles.b = storeSessionIdOf(location)
    expect(handles.b).not.toBe(handles.a)
  })

  it('getToken gives each app its tokens, which open the API; without the cookie it is 401', async () => {
    for (const app of ['a', 'b'] as const) {
      const res = await getToken(handles[app])
      expect(res.status).toBe(200)
      tokens[app] = (await res.json()).data
      expect(await guarded(tokens[app].access_token)).toBe(200)
    }
    const withoutCookie = await fetch(`${sso}/getToken`, { headers: { 'store-session-id': handles.a } })
    expect(withoutCookie.status).toBe(401)
  })

  it('refresh rotates app A’s tokens: a new pair, whose access token opens the API', async () => {
    const refresh = (token: string) =>
      browser.fetch(`${sso}/refreshToken?refresh_token=${encodeURIComponent(token)}`, {
        headers: { 'store-session-id': handles.a },
      })
    const res = await refresh(tokens.a.refresh_token)
    expect(res.status).toBe(200)
    const next: Tokens = (await res.json()).data
    expect(next.refresh_token).not.toBe(tokens.a.refresh_token)
    expect(await guarded(next.access_token)).toBe(200)
    tokens.a = next
  })

  it('logout ends every session: the central one and both apps’ tokens (401 at once); the next visit goes to login', async () => {
    const res = await browser.fetch(`${sso}/logout`, { headers: { 'store-session-id': handles.b } })
    expect(res.status).toBe(200)
    expect(browser.get('storedesk_sso')).toBeUndefined()
    expect(await guarded(tokens.a.access_token)).toBe(401)
    expect(await guarded(tokens.b.access_token)).toBe(401)
    expect((await getToken(handles.a)).status).toBe(401)
    const again = await currentLoginToken(`${APP_A}/`)
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toMatch(/^\/authorization\?redirect=/)
  })
})
