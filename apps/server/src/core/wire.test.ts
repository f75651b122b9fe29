import Fastify, { type FastifyInstance } from 'fastify'
import { gunzipSync } from 'node:zlib'
import { envelopePlugin } from './envelope'
import { wirePlugin } from './wire'

const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `item ${i}` })) }

describe('bytes on the wire', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify()
    await app.register(envelopePlugin)
    await app.register(wirePlugin)
    app.get('/start-up', { config: { etag: true } }, async () => BIG)
    app.get('/plain', async () => BIG)
    app.get('/small', { config: { etag: true } }, async () => ({ ok: true }))
    await app.ready()
  })
  afterAll(() => app.close())

  it('a start-up call answers an ETag, and 304 without a body to the client holding it', async () => {
    const first = await app.inject({ url: '/start-up' })
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await app.inject({ url: '/start-up', headers: { 'if-none-match': first.headers.etag! } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const changed = await app.inject({ url: '/start-up', headers: { 'if-none-match': 'W/"old"' } })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual(BIG)
  })

  it('a route not marked as a start-up call gets no ETag', async () => {
    expect((await app.inject({ url: '/plain' })).headers.etag).toBeUndefined()
  })

  it('a body above the threshold goes compressed as the client accepts; a small one as it is', async () => {
    const gzipped = await app.inject({ url: '/plain', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(BIG)
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip, br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ ok: true })
    expect((await app.inject({ url: '/plain' })).headers['content-encoding']).toBeUndefined()
  })
})
