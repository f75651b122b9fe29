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

describe('the prerendered sign-in page', () => {
  let app: FastifyInstance
  let dir: string
  beforeAll(async () => {
    ;({ app, dir } = await serve({
      'index.html': 'shell',
      'login.html': 'login page',
      'login.zh_CN.html': 'sign-in zh_CN',
      'login.en.html': 'sign-in en',
    }))
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('spec §1: ?lang= picks the language, else the saved one, else zh_CN', async () => {
    const page = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: cookie ? { cookie } : {} })).body
    expect(await page('/authorization?lang=en')).toBe('sign-in en')
    expect(await page('/authorization?lang=en', 'store-language=zh_CN')).toBe('sign-in en')
    expect(await page('/authorization', 'other=1; store-language=en')).toBe('sign-in en')
    expect(await page('/authorization')).toBe('sign-in zh_CN')
    expect(await page('/authorization?lang=xx', 'store-language=xx')).toBe('sign-in zh_CN')
  })

  it('a language built without its prerendered page, and /register, get the plain login page', async () => {
    expect((await app.inject({ url: '/authorization?lang=zh_HK' })).body).toBe('login page')
    expect((await app.inject({ url: '/register?lang=en' })).body).toBe('login page')
  })
})

it('a gzipped copy written by the build is sent to browsers that accept gzip', async () => {
  const { app, dir } = await serve({ 'index.html': 'shell', 'main.js': 'plain', 'main.js.gz': 'gzipped' })
  const gzipped = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate' } })
  expect([gzipped.body, gzipped.headers['content-encoding']]).toEqual(['gzipped', 'gzip'])
  expect(gzipped.headers['content-type']).toMatch(/javascript/)
  expect((await app.inject({ url: '/main.js' })).body).toBe('plain')
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

it('hashed chunks are cached for a year as immutable; the page and unhashed entry files are revalidated', async () => {
  const { app, dir } = await serve({
    'index.html': 'shell',
    'main.3f9a2c41d0.js': 'chunk',
    'styles.0a1b2c3d4e.css': 'css',
    'remoteEntry.js': 'entry',
  })
  try {
    const cacheOf = async (url: string) => (await app.inject(url)).headers['cache-control']
    expect(await cacheOf('/main.3f9a2c41d0.js')).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf('/styles.0a1b2c3d4e.css')).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf('/remoteEntry.js')).toBe('no-cache')
    expect(await cacheOf('/index.html')).toBe('no-cache')
    expect(await cacheOf('/wel/index')).toBe('no-cache')
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
