import { Writable } from 'node:stream'
import { buildTestApp, engineName, CLIENT_AUTH } from '../../test/app'

/** Issue "Identity": the log of a full login, refresh and logout run holds no password, token or code. */
describe(`no secrets in the log (${engineName})`, () => {
  it('a debug-level log of login, refresh and logout holds none of the secrets exchanged', async () => {
    let log = ''
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk)
        done()
      },
    })
    const app = await buildTestApp({ logLevel: 'debug', logStream })
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token?grant_type=password&tenantId=100001&username=admin&password=Admin%4012345',
        headers: { authorization: CLIENT_AUTH },
      })
      const tokens = login.json()
      expect(tokens.access_token).toBeTruthy()
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&tenantId=100001&refresh_token=${tokens.refresh_token}`,
      })
      const next = refreshed.json()
      await app.inject({
        url: '/api/blade-auth/oauth/logout',
        headers: { 'blade-auth': `bearer ${next.access_token}` },
      })
      expect(log).toContain('/api/blade-auth/oauth/token')
      for (const secret of [
        'Admin@12345',
        'Admin%4012345',
        tokens.access_token,
        tokens.refresh_token,
        next.access_token,
        next.refresh_token,
        'storedesk_secret',
        CLIENT_AUTH.slice(6),
      ]) {
        expect(log.includes(secret)).toBe(false)
      }
    } finally {
      await app.close()
    }
  })
})
