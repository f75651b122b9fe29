import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { auth, buildTestApp, engineName, freshAddress, CLIENT_AUTH } from '../../test/app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const GUARDED = '/api/blade-system/dict/page?current=1&size=1'

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: freshAddress(),
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&scope=all&tenantId=100002&username=admin&password=Admin%4012345',
  })
  expect(res.statusCode).toBe(200)
  return res.json().access_token
}
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string

/** Issue: logout revokes on the server; revocations are kept in Redis when REDIS_URL is set. */
describe(`revocations in Redis (${engineName})`, () => {
  let nodeA: FastifyInstance
  let nodeB: FastifyInstance
  const redis = new Redis(REDIS_URL)

  beforeAll(async () => {
    nodeA = await buildTestApp({ env: { REDIS_URL } })
    nodeB = await buildTestApp({ env: { REDIS_URL } })
  })
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()])
    redis.disconnect()
  })

  it('a logout is in Redis, with the session’s remaining lifetime, before the logout replies', async () => {
    const token = await signIn(nodeA)
    expect((await nodeA.inject({ url: GUARDED, headers: auth(token) })).statusCode).toBe(200)
    await nodeA.inject({ method: 'POST', url: '/api/blade-auth/oauth/logout', headers: auth(token) })
    const key = `storedesk:revoked:${sessionIdOf(token)}`
    expect(await redis.get(key)).toBe('logout')
    expect(await redis.pttl(key)).toBeGreaterThan(60_000)
    expect((await nodeA.inject({ url: GUARDED, headers: auth(token) })).statusCode).toBe(401)
  })

  it('a session logged out on one node is refused on another node sharing the Redis', async () => {
    const token = await signIn(nodeA)
    expect((await nodeB.inject({ url: GUARDED, headers: auth(token) })).statusCode).not.toBe(401)
    await nodeA.inject({ method: 'GET', url: '/api/blade-auth/oauth/logout', headers: auth(token) })
    const res = await nodeB.inject({ url: GUARDED, headers: auth(token) })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 401, success: false })
  })

  it('the guard reads Redis, not the database, for a live session', async () => {
    const token = await signIn(nodeA)
    const queries: string[] = []
    const original = nodeA.db.pool.query.bind(nodeA.db.pool)
    const spy = jest.spyOn(nodeA.db.pool, 'query').mockImplementation(((
      text: unknown,
      ...rest: unknown[]
    ) => {
      queries.push(String(text))
      return (original as (...a: unknown[]) => unknown)(text, ...rest)
    }) as never)
    try {
      await nodeA.inject({ url: GUARDED, headers: auth(token) })
    } finally {
      spy.mockRestore()
    }
    expect(queries.filter((q) => q.includes('auth_revoked_session'))).toEqual([])
  })
})

describe(`revocations when Redis is unreachable (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })
  })
  afterAll(() => app.close())

  it('the server still starts, and a logged-out token is refused from the database', async () => {
    const token = await signIn(app)
    expect((await app.inject({ url: GUARDED, headers: auth(token) })).statusCode).toBe(200)
    const out = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/logout',
      headers: auth(token),
    })
    expect(out.statusCode).toBe(200)
    expect((await app.inject({ url: GUARDED, headers: auth(token) })).statusCode).toBe(401)
  })
})
