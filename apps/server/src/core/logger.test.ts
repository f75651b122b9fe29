import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { loggerOptions, redactUrl } from './logger'

describe('logs hold no secrets', () => {
  it('redacts secrets in a URL’s query string and keeps the rest', () => {
    expect(
      redactUrl(
        '/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=Admin%4012345&grant_type=password',
      ),
    ).toBe(
      '/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=[redacted]&grant_type=password',
    )
    expect(
      redactUrl('/x?refresh_token=abc&code=123456&Captcha-Code=xy&validateToken=t&pwd=p&repeatPwd=p'),
    ).toBe(
      '/x?refresh_token=[redacted]&code=[redacted]&Captcha-Code=[redacted]&validateToken=[redacted]&pwd=[redacted]&repeatPwd=[redacted]',
    )
  })

  it('a request with a password in the URL and a token in Blade-Auth leaves neither in the log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } })
    app.post('/login', async (req) => {
      req.log.info({ body: req.body }, 'login attempt')
      return { ok: true }
    })
    await app.inject({
      method: 'POST',
      url: '/login?password=S3cret!Pass&username=admin',
      headers: { 'blade-auth': 'bearer eyJhbGciOi.secret.token', authorization: 'Basic c2VjcmV0' },
      payload: { password: 'S3cret!Pass', oldPassword: 'Old!Pass1', refresh_token: 'rt-123' },
    })
    await app.close()
    const log = lines.join('')
    expect(log).toContain('username=admin')
    for (const secret of ['S3cret!Pass', 'Old!Pass1', 'rt-123', 'eyJhbGciOi', 'c2VjcmV0'])
      expect(log).not.toContain(secret)
  })
})
