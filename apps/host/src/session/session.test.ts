import type { TokenReplyBody } from '@store/contract'
import {
  LOGOUT_CLEARED_NAMES,
  MAX_REFRESH_FAILURES,
  SESSION_CHECK_INTERVAL_MS,
  beginSession,
  centralLoginUrl,
  clearSession,
  isRefreshDue,
  loadSession,
  loginUrl,
  logout,
  refreshDueAt,
  saveSession,
  startSessionKeeper,
  storageKey,
  takeSessionIdFromUrl,
  type StoredSession,
} from '.'
import { envelope, fakeServer } from './test-server'

const NOW = Date.UTC(2025, 0, 1, 8, 0, 0)

function tokenReply(overrides: Partial<TokenReplyBody> = {}): TokenReplyBody {
  return {
    access_token: 'access-1',
    token_type: 'bearer',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    scope: 'all',
    tenant_id: '100001',
    user_id: '1001',
    dept_id: '10',
    role_id: '1,2',
    account: 'admin',
    user_name: 'admin',
    real_name: '管理员',
    role_name: 'administrator,clerk',
    avatar: '',
    pwd_expired: 0,
    ...overrides,
  }
}

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('stored session (spec §3 Session state)', () => {
  it('a token reply is stored under the spec names with the store- prefix and loads back whole', () => {
    const saved = saveSession(tokenReply(), 'handle-1', NOW)
    expect(localStorage.getItem('store-token')).toBe('access-1')
    expect(localStorage.getItem('store-refreshToken')).toBe('refresh-1')
    expect(localStorage.getItem('store-storeSessionId')).toBe('handle-1')
    expect(localStorage.getItem('store-tenantId')).toBe('100001')
    expect(localStorage.getItem('store-tokenExpiresIn')).toBe(String(NOW + 3600_000))
    expect(localStorage.getItem('store-isLogin')).toBe('true')
    expect(loadSession()).toEqual(saved)
    expect(saved).toMatchObject({
      accessToken: 'access-1',
      expiresAt: NOW + 3600_000,
      sessionId: 'handle-1',
      user: { userId: '1001', account: 'admin', roleIds: ['1', '2'], roleNames: ['administrator', 'clerk'] },
      tenant: { tenantId: '100001' },
      pwdExpired: 0,
    })
  })

  it('no session is loaded from a half-written or corrupt store', () => {
    saveSession(tokenReply(), null, NOW)
    localStorage.setItem(storageKey('userInfo'), '{not json')
    expect(loadSession()).toBeNull()
    saveSession(tokenReply(), null, NOW)
    localStorage.removeItem(storageKey('refreshToken'))
    expect(loadSession()).toBeNull()
  })

  it('clearing the session forgets tokens and session id but keeps the tenant for the next login', () => {
    saveSession(tokenReply(), 'handle-1', NOW)
    clearSession()
    expect(loadSession()).toBeNull()
    expect(localStorage.getItem('store-storeSessionId')).toBeNull()
    expect(localStorage.getItem('store-tenantId')).toBe('100001')
  })
})

describe('session id in the URL (spec §4 Session start)', () => {
  it('is read and removed from the address bar, keeping the rest of the URL', () => {
    window.history.replaceState(null, '', '/wel/index?a=1&storeSessionId=abc#top')
    expect(takeSessionIdFromUrl()).toBe('abc')
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/wel/index?a=1#top')
  })

  it('absent is null, present but empty is the empty string', () => {
    expect(takeSessionIdFromUrl()).toBeNull()
    window.history.replaceState(null, '', '/wel/index?storeSessionId=')
    expect(takeSessionIdFromUrl()).toBe('')
  })

  it('login and central login URLs carry the current location as redirect', () => {
    window.history.replaceState(null, '', '/wel/app?applicationId=7#x')
    expect(loginUrl()).toBe('/authorization?redirect=%2Fwel%2Fapp%3FapplicationId%3D7%23x')
    expect(centralLoginUrl('/wel/index')).toBe(
      '/api/store-sso-server/blade/current-login-token?redirect=%2Fwel%2Findex',
    )
  })

  it('a session id in the URL is exchanged for its tokens with getToken and stored', async () => {
    const server = fakeServer()
    server.on('GET', '/api/store-sso-server/blade/getToken', (req) =>
      envelope(tokenReply({ access_token: `for-${req.headers['store-session-id']}` })),
    )
    window.history.replaceState(null, '', '/wel/index?storeSessionId=handle-9')
    const start = await beginSession(server.api)
    expect(start.kind).toBe('started')
    expect(loadSession()).toMatchObject({ accessToken: 'for-handle-9', sessionId: 'handle-9' })
    expect(location.search).toBe('')
  })

  it('a stored session is resumed without calling the server; no session at all means login', async () => {
    const server = fakeServer()
    expect(await beginSession(server.api)).toEqual({ kind: 'login' })
    saveSession(tokenReply(), 'handle-1', NOW)
    expect(await beginSession(server.api)).toMatchObject({
      kind: 'resumed',
      session: { accessToken: 'access-1' },
    })
    expect(server.requests).toHaveLength(0)
  })

  it('an empty session id logs out', async () => {
    const server = fakeServer()
    server.on('GET', '/api/store-sso-server/blade/logout', () => envelope(true))
    saveSession(tokenReply(), 'handle-1', NOW)
    window.history.replaceState(null, '', '/wel/index?storeSessionId=')
    expect(await beginSession(server.api)).toEqual({ kind: 'ended' })
    expect(loadSession()).toBeNull()
  })
})

describe('logout (spec §4: also SSO and federated)', () => {
  const fillEveryName = () => {
    for (const name of LOGOUT_CLEARED_NAMES) localStorage.setItem(storageKey(name), '1')
  }

  it('ends the central session on the SSO server and clears every listed item', async () => {
    const server = fakeServer()
    server.on('GET', '/api/store-sso-server/blade/logout', () => envelope(true))
    fillEveryName()
    saveSession(tokenReply(), 'handle-1', NOW)
    localStorage.setItem(storageKey('favoriteMenuList'), '[]')
    await logout(server.api)
    expect(server.requests.map((r) => [r.url, r.headers['store-session-id']])).toEqual([
      ['/api/store-sso-server/blade/logout', 'handle-1'],
    ])
    for (const name of LOGOUT_CLEARED_NAMES) expect(localStorage.getItem(storageKey(name))).toBeNull()
    expect(localStorage.getItem(storageKey('favoriteMenuList'))).toBe('[]')
  })

  it('without an SSO session ends the login session; the state is cleared even when the call fails', async () => {
    const server = fakeServer()
    server.on('GET', '/api/blade-auth/oauth/logout', () => envelope(null, 500, 'boom'))
    fillEveryName()
    saveSession(tokenReply(), null, NOW)
    await logout(server.api)
    expect(server.requests[0]).toMatchObject({
      url: '/api/blade-auth/oauth/logout',
      headers: { 'blade-auth': 'bearer access-1' },
    })
    for (const name of LOGOUT_CLEARED_NAMES) expect(localStorage.getItem(storageKey(name))).toBeNull()
  })
})

describe('refresh timing (spec §4 Session refresh, §9)', () => {
  it('a token is due 500 s before it expires', () => {
    const expiresAt = NOW + 3600_000
    expect(refreshDueAt(expiresAt)).toBe(NOW + 3100_000)
    expect(isRefreshDue({ expiresAt }, NOW + 3099_999)).toBe(false)
    expect(isRefreshDue({ expiresAt }, NOW + 3100_000)).toBe(true)
  })

  it('a token living less than 500 s is due at once', () => {
    expect(isRefreshDue({ expiresAt: NOW + 60_000 }, NOW)).toBe(true)
  })
})

describe('session keeper', () => {
  let clock = NOW
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW })
    clock = NOW
  })
  afterEach(() => jest.useRealTimers())

  /** Moves the clock and lets the 10 s check and its request finish. */
  const advance = async (ms: number) => {
    clock += ms
    await jest.advanceTimersByTimeAsync(ms)
  }

  it('checks every 10 s and refreshes an SSO session on the SSO server only once it is due', async () => {
    const server = fakeServer()
    server.on('GET', '/api/store-sso-server/blade/refreshToken', (req) =>
      envelope(
        tokenReply({ access_token: 'access-2', refresh_token: `after-${String(req.params.refresh_token)}` }),
      ),
    )
    saveSession(tokenReply({ expires_in: 520 }), 'handle-1', NOW)
    const refreshed: StoredSession[] = []
    const stop = startSessionKeeper({
      api: server.api,
      onRefreshed: (s) => refreshed.push(s),
      onExpired: () => undefined,
      now: () => clock,
    })
    await advance(SESSION_CHECK_INTERVAL_MS)
    expect(server.requests).toHaveLength(0)
    await advance(SESSION_CHECK_INTERVAL_MS)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.headers['store-session-id']).toBe('handle-1')
    expect(refreshed).toHaveLength(1)
    expect(loadSession()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'after-refresh-1',
      sessionId: 'handle-1',
      expiresAt: clock + 3600_000,
    })
    stop()
  })

  it('refreshes a session without SSO with the refresh_token grant of its tenant', async () => {
    const server = fakeServer()
    server.on('POST', '/api/blade-auth/oauth/token', () => ({
      body: tokenReply({ access_token: 'access-2' }),
    }))
    saveSession(tokenReply({ expires_in: 100 }), null, NOW)
    const stop = startSessionKeeper({
      api: server.api,
      onRefreshed: () => undefined,
      onExpired: () => undefined,
      now: () => clock,
    })
    await advance(SESSION_CHECK_INTERVAL_MS)
    expect(server.requests[0]).toMatchObject({
      headers: { 'tenant-id': '100001' },
      body: { grant_type: 'refresh_token', scope: 'all', refresh_token: 'refresh-1', tenantId: '100001' },
    })
    expect(loadSession()?.accessToken).toBe('access-2')
    stop()
  })

  it('five failed refreshes in a row expire the session; a success in between resets the count', async () => {
    const server = fakeServer()
    let answers = [false, false, false, false, true, false, false, false, false, false]
    server.on('GET', '/api/store-sso-server/blade/refreshToken', () => {
      const succeed = answers[0]
      answers = answers.slice(1)
      return succeed ? envelope(tokenReply({ expires_in: 100 })) : envelope(null, 500, 'down')
    })
    saveSession(tokenReply({ expires_in: 100 }), 'handle-1', NOW)
    const onExpired = jest.fn()
    startSessionKeeper({ api: server.api, onRefreshed: () => undefined, onExpired, now: () => clock })
    for (let check = 1; check <= 9; check += 1) await advance(SESSION_CHECK_INTERVAL_MS)
    expect(onExpired).not.toHaveBeenCalled()
    await advance(SESSION_CHECK_INTERVAL_MS)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(4 + 1 + MAX_REFRESH_FAILURES)
    await advance(SESSION_CHECK_INTERVAL_MS * 3)
    expect(server.requests).toHaveLength(10)
  })

  it('does not start a second refresh while one is running', async () => {
    const server = fakeServer()
    let release: () => void = () => undefined
    server.on(
      'GET',
      '/api/store-sso-server/blade/refreshToken',
      () => new Promise((resolve) => (release = () => resolve(envelope(tokenReply({ expires_in: 3600 }))))),
    )
    saveSession(tokenReply({ expires_in: 100 }), 'handle-1', NOW)
    const stop = startSessionKeeper({
      api: server.api,
      onRefreshed: () => undefined,
      onExpired: () => undefined,
      now: () => clock,
    })
    await advance(SESSION_CHECK_INTERVAL_MS * 3)
    expect(server.requests).toHaveLength(1)
    release()
    await advance(SESSION_CHECK_INTERVAL_MS)
    expect(server.requests).toHaveLength(1)
    stop()
  })
})
