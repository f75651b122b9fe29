import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { webPlugin } from './web'

async function serve(files: Record<string, string>): Promise<{ app: FastifyInstance; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'storedesk-web-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const app = Fastify()
  await app.register(webPlugin, { webDir: dir })
  await app.ready()
  return { app, dir }
}

describe('web app pages', () => {
  let app: FastifyInstance
  let dir: string
  beforeAll(async () => {
    ;({ app, dir } = await serve({ 'index.html': 'shell', 'login.html': 'login page' }))
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('the login routes answer the login page, with any query', async () => {
    for (const url of ['/authorization', '/authorization?redirect=%2Fwel%2Findex&lang=en', '/register']) {
      const res = await app.inject({ url })
      expect([url, res.statusCode, res.body]).toEqual([url, 200, 'login page'])
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('every other page path answers the shell', async () => {
    for (const url of ['/', '/wel/index', '/lock', '/authorization/other', '/registered']) {
      const res = await app.inject({ url })
      expect([url, res.body]).toEqual([url, 'shell'])
    }
  })
})

it('without a built login page the login routes answer the shell', async () => {
  const { app, dir } = await serve({ 'index.html': 'shell' })
  expect((await app.inject({ url: '/authorization?redirect=%2F' })).body).toBe('shell')
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})
