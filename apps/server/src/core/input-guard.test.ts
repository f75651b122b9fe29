import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { user } from '../modules/user/schema'
import { auth, buildTestApp, engineName, freshAddress, tokenFor, CLIENT_AUTH } from '../test/app'
import { unstorablePath } from './input-guard'

/**
 * contract.md "Envelope": a bad input is a 400 in the envelope naming the field, never a 500. Issue 10
 * fuzzing found inputs the validator let through to PostgreSQL: Infinity, huge integers, NUL
 * characters and half surrogate pairs.
 */
describe(`inputs the database cannot take are a 400, never a 500 (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
  })
  afterAll(() => app.close())

  const get = (url: string) => app.inject({ url, headers: auth(admin) })

  it('finds the first unstorable value and its path, and lets ordinary values pass', () => {
    expect(unstorablePath({ a: 1, b: 'text 😀', c: [2.5, null, { d: -3 }] })).toBeNull()
    expect(unstorablePath({ size: Infinity })).toBe('/size')
    expect(unstorablePath({ current: 1e23 })).toBe('/current')
    expect(unstorablePath({ list: ['ok', 'nul\u0000'] })).toBe('/list/1')
    expect(unstorablePath({ name: 'half \ud800 pair' })).toBe('/name')
    expect(unstorablePath({ name: 'lone low \udc00' })).toBe('/name')
  })

  it('paging by ?size=1e309 or Infinity (coerced to Infinity past the range check) is a 400 naming the field', async () => {
    for (const size of ['1e309', 'Infinity', '-Infinity']) {
      const res = await get(`/api/blade-system/dict/page?size=${size}&lang=en`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 400,
        success: false,
        msg: 'Invalid request: size has an invalid format',
      })
    }
  })

  it('a page number beyond the exact integers (?current=1e23) is a 400', async () => {
    const res = await get('/api/blade-system/tenant-app/list_v2?current=99999999999999999999999&lang=en')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Invalid request: current has an invalid format')
  })

  it('a filter with a NUL character is a 400 naming the field in the caller’s language', async () => {
    const res = await get('/api/blade-system/dict/page?dictKey=a%00b')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, msg: '参数校验失败：字典键值格式不正确' })
  })

  it('a profile name with half a surrogate pair is a 400 and the name stays', async () => {
    const name = async () =>
      (
        await app.db.withTenant({ tenantId: '100001' }, (tx) =>
          tx
            .select({ realName: user.realName })
            .from(user)
            .where(and(eq(user.account, 'admin'), eq(user.isDeleted, 0))),
        )
      )[0]!.realName
    const before = await name()
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-user/update-info?lang=en',
      headers: auth(admin),
      payload: { realName: 'x\ud800' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/^Invalid request: .+ has an invalid format$/)
    expect(await name()).toBe(before)
  })

  it('the token endpoint answers a NUL character with its OAuth2 error, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      remoteAddress: freshAddress(),
      headers: { authorization: CLIENT_AUTH },
      query: { grant_type: 'pass\u0000word', tenantId: '100001', username: 'admin', password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'invalid_request' })
    expect(res.json().error_description).toBeTruthy()
  })
})
