/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LIMITS } from '@store/contract'
import { ApiError, createApi } from './index'

/** A tiny real server: each path answers what the test needs and records the headers it got. */
let server: Server
let baseURL: string
let seen: IncomingHttpHeaders = {}
const replies: Record<string, [status: number, body: unknown, delayMs?: number]> = {
  '/ok': [200, { code: 200, success: true, data: { n: 1 }, msg: '操作成功' }],
  '/refused': [400, { code: 400, success: false, data: null, msg: '字典编号已存在' }],
  '/expired': [401, { code: 401, success: false, data: null, msg: '请求未授权' }],
  '/oauth': [400, { error: 'invalid_grant', error_description: '用户名或密码错误' }],
  '/bare': [500, 'oops'],
  '/created': [201, { code: 201, success: true, data: { n: 2 }, msg: '' }],
  '/non-authoritative': [203, { code: 203, success: true, data: { n: 3 }, msg: '' }],
  '/teapot': [418, { code: 418, success: false, data: null, message: 'no coffee' }],
  '/slow': [200, { code: 200, success: true, data: null, msg: '' }, 500],
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers
    const [status, body, delay = 0] = replies[req.url!.split('?')[0]!]!
    setTimeout(() => {
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }, delay)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const api = (extra: Partial<Parameters<typeof createApi>[0]> = {}) =>
  createApi({
    baseURL,
    session: () => ({ accessToken: 'tok', sessionId: 'sid' }),
    locale: () => 'en',
    ...extra,
  })

describe('API client (contract.md headers, spec §8 errors)', () => {
  it('sends the client, session, SSO session and language headers and resolves with the envelope data', async () => {
    await expect(api().get('/ok')).resolves.toEqual({ n: 1 })
    expect(seen.authorization).toBe(`Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}`)
    expect(seen['blade-auth']).toBe('bearer tok')
    expect(seen['store-session-id']).toBe('sid')
    expect(seen['accept-language']).toBe('en')
  })

  it('a business failure rejects with the server message and code', async () => {
    await expect(api().post('/refused', {})).rejects.toEqual(new ApiError(400, '字典编号已存在'))
  })

  it('§8 transport: 201 and 203 are not failures; any other code (418) rejects with the server message', async () => {
    await expect(api().get('/created')).resolves.toEqual({ n: 2 })
    await expect(api().get('/non-authoritative')).resolves.toEqual({ n: 3 })
    await expect(api().get('/teapot')).rejects.toMatchObject({ code: 418, message: 'no coffee' })
  })

  it('an OAuth failure rejects with its error_description', async () => {
    await expect(api().post('/oauth')).rejects.toMatchObject({ code: 400, message: '用户名或密码错误' })
  })

  it('a 401 reaches onUnauthorized once and rejects', async () => {
    const onUnauthorized = jest.fn()
    await expect(api({ onUnauthorized }).get('/expired')).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it("no message from the server falls back to '未知错误'; a timeout says '请求超时'", async () => {
    await expect(api().get('/bare')).rejects.toMatchObject({ code: 500, message: '未知错误' })
    await expect(api({ timeoutMs: 50 }).get('/slow')).rejects.toMatchObject({ message: '请求超时' })
  })

  it("§8 a request times out after LIMITS.requestTimeoutMs (60 000 ms) with '请求超时'", async () => {
    expect(api().axios.defaults.timeout).toBe(60_000)
    expect(LIMITS.requestTimeoutMs).toBe(60_000)
    await expect(api({ timeoutMs: 50 }).get('/slow')).rejects.toMatchObject({ message: '请求超时' })
  })

  it('§8 a call that sets errorClose gets an error whose toast stays until closed; others do not', async () => {
    await expect(api().get('/refused', undefined, { errorClose: true })).rejects.toMatchObject({
      code: 400,
      message: '字典编号已存在',
      errorClose: true,
    })
    await expect(api().get('/refused')).rejects.toMatchObject({ errorClose: false })
  })

  it('without a session no session headers are sent', async () => {
    await api({ session: () => null }).get('/ok')
    expect(seen['blade-auth']).toBeUndefined()
    expect(seen['store-session-id']).toBeUndefined()
  })
})
