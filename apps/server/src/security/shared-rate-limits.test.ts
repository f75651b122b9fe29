import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { buildTestApp, engineName, freshAddress } from '../test/app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PER_IP = 6
const CAPTCHA = '/api/blade-auth/oauth/captcha'

/** Rate limits behind a balancer (docs/security.md "Headers and limits", docs/deploy.md). */
describe(`rate limits shared by the nodes through Redis (${engineName})`, () => {
  const prefix = `storedesk-test:${randomUUID()}:`
  const redis = new Redis(REDIS_URL)
  let nodeA: FastifyInstance
  let nodeB: FastifyInstance

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, STOREDESK_RATE_LIMIT_IP: String(PER_IP) }
    ;[nodeA, nodeB] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })])
  })
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()])
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  it('one client spreading its calls over two nodes meets one limit, counted in Redis', async () => {
    const ip = freshAddress()
    const call = (node: FastifyInstance) => node.inject({ url: CAPTCHA, remoteAddress: ip })
    for (let i = 0; i < PER_IP; i++) expect((await call(i % 2 ? nodeB : nodeA)).statusCode).toBe(200)
    expect(await redis.get(`${prefix}rate:ip:${ip}`)).toBe(String(PER_IP))

    const refused = await call(nodeA)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 429, success: false })
    expect((await call(nodeB)).statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await nodeB.inject({ url: CAPTCHA, remoteAddress: freshAddress() })).statusCode).toBe(200)
  })

  it('while Redis is away a node still limits, counting on its own', async () => {
    const alone = await buildTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', STOREDESK_RATE_LIMIT_IP: String(PER_IP) },
    })
    try {
      const ip = freshAddress()
      for (let i = 0; i < PER_IP; i++)
        expect((await alone.inject({ url: CAPTCHA, remoteAddress: ip })).statusCode).toBe(200)
      expect((await alone.inject({ url: CAPTCHA, remoteAddress: ip })).statusCode).toBe(429)
    } finally {
      await alone.close()
    }
  })
})
