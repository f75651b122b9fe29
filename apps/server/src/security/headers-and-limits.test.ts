import { randomUUID } from 'node:crypto'
import * as ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../config'
import { auth, buildTestApp, callTokenEndpoint, engineName, freshAddress, tokenFor } from '../test/app'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const ADMIN_ORIGIN = 'https://admin.example.com'
const SUB_APP_ORIGIN = 'https://cdn.example.com'
const PER_IP = 5
const PER_ACCOUNT = 3

const directivesOf = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name!, sources]
    }),
  )

/** Headers, CORS and rate limits (docs/security.md "Headers and limits"). */
describe(`headers and limits (${engineName})`, () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        STOREDESK_CORS_ORIGINS: ADMIN_ORIGIN,
        STOREDESK_CSP_ORIGINS: SUB_APP_ORIGIN,
        STOREDESK_RATE_LIMIT_IP: String(PER_IP),
        STOREDESK_RATE_LIMIT_ACCOUNT: String(PER_ACCOUNT),
      },
    })
  })
  afterAll(() => app.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, remoteAddress: freshAddress(), headers })

  it('every answer (API, page, error) carries nosniff, same-origin framing, a referrer policy and the CSP', async () => {
    for (const url of ['/api/blade-auth/oauth/captcha', '/authorization', '/api/no-such-route']) {
      const res = await get(url)
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
      })
      expect(res.headers['content-security-policy']).toBeTruthy()
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('the CSP fits the shell: scripts from here and the sub-app origins and never inline, inline styles for antd, no foreign framing, no plugins', async () => {
    const csp = directivesOf(String((await get('/authorization')).headers['content-security-policy']))
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", SUB_APP_ORIGIN])
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", SUB_APP_ORIGIN])
    expect(csp['connect-src']).toEqual(["'self'", SUB_APP_ORIGIN])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']![0]).toBe("'self'")
  })

  it('HSTS is sent only over https (also behind a TLS-terminating proxy)', async () => {
    const res = await get('/api/blade-auth/oauth/captcha', { 'x-forwarded-proto': 'https' })
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  })

  it('CORS: a configured origin passes the preflight with the shell’s headers; any other origin gets no grant', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/blade-system/dict/page',
        remoteAddress: freshAddress(),
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'blade-auth',
        },
      })
    const allowed = await preflight(ADMIN_ORIGIN)
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN)
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('blade-auth')
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()

    const foreign = await preflight('https://evil.example.net')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    expect(foreign.headers['access-control-allow-methods']).toBeUndefined()
    const read = await get('/api/blade-auth/oauth/captcha', { origin: 'https://evil.example.net' })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.headers.vary).toContain('Origin')
  })

  it('CORS is same-origin by default: no origin is configured and a bad one fails the start', () => {
    const secret = { STOREDESK_JWT_SECRET: 'x'.repeat(32) }
    expect(loadConfig({ NODE_ENV: 'test', ...secret }).corsOrigins).toEqual([])
    expect(() => loadConfig({ NODE_ENV: 'test', STOREDESK_CORS_ORIGINS: 'evil.example.net/x' })).toThrow(
      /STOREDESK_CORS_ORIGINS/,
    )
  })

  it('per IP: beyond the limit a minute the API answers 429 in the envelope with Retry-After, in the caller’s language; another IP goes on', async () => {
    const ip = freshAddress()
    const call = (lang: string) =>
      app.inject({ url: `/api/blade-auth/oauth/captcha?lang=${lang}`, remoteAddress: ip })
    for (let i = 0; i < PER_IP; i++) expect((await call('zh_CN')).statusCode).toBe(200)
    const refused = await call('zh_CN')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 429, success: false })
    expect(refused.json().msg).toMatch(/^请求过于频繁，请\d+秒后再试$/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await call('en')).json().msg).toMatch(/^Too many requests/)
    expect((await get('/api/blade-auth/oauth/captcha')).statusCode).toBe(200)
  })

  it('upload names: a name with NUL, control or bidi characters, or 1000 characters long, is taken without those characters, never failing the server', async () => {
    const token = await tokenFor(app, '100001', 'admin')
    const book = new ExcelJS.Workbook()
    book.addWorksheet('导入').addRow(['计划编号'])
    const content = Buffer.from(await book.xlsx.writeBuffer())
    for (const name of [
      'a\u0000b.xlsx',
      'a\u0007\u001bb.xlsx',
      'x\u202Exslx.xlsx',
      `${'名'.repeat(1000)}.xlsx`,
    ]) {
      const boundary = `----storedesk${randomUUID()}`
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${XLSX}\r\n\r\n`
      const res = await app.inject({
        method: 'POST',
        url: '/api/blade-system/excel/upload?functionCode=demo-item',
        remoteAddress: freshAddress(),
        headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().success).toBe(true)
      expect(res.body).not.toMatch(/\\u0000|\\u0007|\\u001b|\u202e/i)
    }
  })

  it('per account: sign-ins to one account from many IPs are limited too; another account is not', async () => {
    const signIn = (tenantId: string, username: string) =>
      callTokenEndpoint(app, {
        grant_type: 'password',
        tenantId,
        username,
        password: 'x',
      })
    const nobody = `nobody-${randomUUID().slice(0, 8)}`
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await signIn('100001', nobody)).statusCode).toBe(400)
    const refused = await signIn('100001', nobody.toUpperCase())
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 429, success: false })
    expect((await signIn('100002', nobody)).statusCode).toBe(400)
  })
})
