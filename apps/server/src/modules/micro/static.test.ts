import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName } from '../../test/app'

const YEAR = 'public, max-age=31536000, immutable'

/** Issue 5 part 3: sub-app builds served from the apps folder as /apps/<name>/<version>/<file>. */
describe(`sub-app files under /apps (${engineName})`, () => {
  let app: FastifyInstance
  let root: string
  const get = (url: string) => app.inject({ url })

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'storedesk-apps-'))
    const release = join(root, 'apps', 'child-store-demo', '1.2.0')
    mkdirSync(join(release, 'static/js'), { recursive: true })
    writeFileSync(join(release, 'remoteEntry.js'), 'var remote = 1')
    writeFileSync(join(release, 'mf-manifest.json'), '{"id":"demo"}')
    writeFileSync(join(release, 'index.html'), '<!doctype html><title>demo</title>')
    writeFileSync(join(release, 'static/js/main.3f2a91.js'), 'console.log(1)')
    writeFileSync(join(release, 'static/main.css'), 'body{}')
    writeFileSync(join(release, '.env'), 'SECRET=1')
    writeFileSync(join(root, 'secret.txt'), 'outside the apps folder')
    symlinkSync(join(root, 'secret.txt'), join(release, 'linked.txt'))
    app = await buildTestApp({ env: { STOREDESK_APPS_DIR: join(root, 'apps') } })
  })
  afterAll(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves a release’s files with their content types, to any origin', async () => {
    const js = await get('/apps/child-store-demo/1.2.0/static/js/main.3f2a91.js')
    expect(js.statusCode).toBe(200)
    expect(js.body).toBe('console.log(1)')
    expect(js.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(js.headers['access-control-allow-origin']).toBe('*')
    expect((await get('/apps/child-store-demo/1.2.0/static/main.css')).headers['content-type']).toMatch(
      /^text\/css/,
    )
    const manifest = await get('/apps/child-store-demo/1.2.0/mf-manifest.json')
    expect(manifest.headers['content-type']).toMatch(/^application\/json/)
    expect(manifest.json()).toEqual({ id: 'demo' })
    expect((await get('/apps/child-store-demo/1.2.0/index.html')).headers['content-type']).toMatch(
      /^text\/html/,
    )
  })

  it('entry files are revalidated every time; every other file is cached for a year', async () => {
    const cache = async (file: string) =>
      (await get(`/apps/child-store-demo/1.2.0/${file}`)).headers['cache-control']
    expect(await cache('remoteEntry.js')).toBe('no-cache')
    expect(await cache('mf-manifest.json')).toBe('no-cache')
    expect(await cache('index.html')).toBe('no-cache')
    expect(await cache('static/js/main.3f2a91.js')).toBe(YEAR)
    expect(await cache('static/main.css')).toBe(YEAR)
  })

  it('a missing file is a 404 in the envelope', async () => {
    const res = await get('/apps/child-store-demo/1.2.0/nothing.js')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({
      code: 404,
      success: false,
      data: null,
      msg: '微应用文件不存在：/apps/child-store-demo/1.2.0/nothing.js',
    })
  })

  it('refuses anything that is not a file of a release: traversal, dot files, folders, links out, odd names or versions', async () => {
    for (const url of [
      '/apps/child-store-demo/1.2.0/../../../secret.txt',
      '/apps/child-store-demo/1.2.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/apps/child-store-demo/1.2.0/static/..%2f..%2f..%2fsecret.txt',
      '/apps/child-store-demo/1.2.0/.env',
      '/apps/child-store-demo/1.2.0/static',
      '/apps/child-store-demo/1.2.0/linked.txt',
      '/apps/child-store-demo/latest/remoteEntry.js',
      '/apps/..%2f..%2fsecret.txt/1.2.0/x',
      '/apps/child-store-demo/1.2.0//etc/passwd',
    ]) {
      const res = await get(url)
      expect([url, res.statusCode]).toEqual([url, 404])
      expect(res.body).not.toContain('SECRET')
      expect(res.body).not.toContain('outside the apps folder')
    }
  })
})
