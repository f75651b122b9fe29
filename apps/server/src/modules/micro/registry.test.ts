import type { FastifyInstance } from 'fastify'
import { enterTenant } from '../../core/db/database'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { microAppGray } from './schema'
import { BASE, catalogueApp, ownAppName, post, registryOf, removeApps } from './test-kit'

const REDIRECT = '/api/blade-system/front/batch/redirectVersion'

/** Issue 5 part 3 / spec §2 gray release, §7 redirectVersion: which version of a sub-app a tenant gets. */
describe(`micro-app registry and gray release (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let clerkA: string
  let adminB: string
  const demo = ownAppName('reg')
  const bare = ownAppName('bare')
  const off = ownAppName('off')
  const entry = (v: string) => `/apps/${demo}/${v}/mf-manifest.json`
  const publish = (version: string, extra: object = {}) =>
    post(app, `${BASE}/version/publish`, platform, {
      name: demo,
      version,
      entry: entry(version),
      bridge: 1,
      ...extra,
    })
  const versionOf = async (token: string) => (await registryOf(app, token)).get(demo)?.version

  beforeAll(async () => {
    app = await buildTestApp()
    platform = await tokenFor(app, '000000', 'admin')
    clerkA = await tokenFor(app, '100001', 'clerk')
    adminB = await tokenFor(app, '100002', 'admin')
    await catalogueApp(app, platform, demo, { sort: 900001 })
    await catalogueApp(app, platform, bare, { sort: 900002, component: 'qiankun' })
    await catalogueApp(app, platform, off, { sort: 900003, status: 0 })
  })
  afterAll(async () => {
    await removeApps(app, [demo, bare, off])
    await app.close()
  })

  it('every signed-in user reads the seeded catalogue of spec §2; an app without a version has none, a disabled one is not listed', async () => {
    const registry = await registryOf(app, clerkA)
    expect(registry.get('child-store-demo')).toMatchObject({
      baseroute: '/child-store-demo',
      component: 'federation',
      iframe: false,
      expose: './App',
    })
    expect(registry.get('child-chatbi')?.component).toBe('qiankun')
    expect(registry.get(bare)).toEqual({
      name: bare,
      baseroute: `/${bare}`,
      component: 'qiankun',
      iframe: false,
      url: null,
      expose: './App',
      version: null,
      entry: null,
      bridge: null,
    })
    expect(registry.has(off)).toBe(false)
    expect((await app.inject({ url: `${BASE}/registry` })).statusCode).toBe(401)
  })

  it('the first version is current for every tenant; a later one only when made current', async () => {
    expect((await publish('1.0.0')).json()).toMatchObject({ code: 200, data: { current: true } })
    expect(await versionOf(clerkA)).toBe('1.0.0')
    expect((await publish('1.1.0')).json()).toMatchObject({ code: 200, data: { current: false } })
    expect(await versionOf(clerkA)).toBe('1.0.0')
    expect((await registryOf(app, adminB)).get(demo)).toMatchObject({
      version: '1.0.0',
      entry: entry('1.0.0'),
      bridge: 1,
    })
  })

  it('a pinned tenant gets its version on the very next call, the others keep the current one; rolling back returns it to current', async () => {
    await versionOf(clerkA) // a cached registry must not hide the pin
    const pinned = await post(app, `${BASE}/gray/submit`, platform, {
      name: demo,
      version: '1.1.0',
      tenantIds: ['100001'],
    })
    expect(pinned.json()).toMatchObject({ code: 200, data: [{ tenantId: '100001', version: '1.1.0' }] })
    expect(await versionOf(clerkA)).toBe('1.1.0')
    expect(await versionOf(adminB)).toBe('1.0.0')
    const list = await app.inject({ url: `${BASE}/gray/list?name=${demo}`, headers: auth(platform) })
    expect(list.json().data).toEqual([
      { tenantId: '100001', tenantName: '康安大药房连锁（演示）', version: '1.1.0' },
    ])

    const back = await post(app, `${BASE}/gray/remove`, platform, { name: demo, tenantIds: ['100001'] })
    expect(back.json()).toMatchObject({ code: 200, data: true })
    expect(await versionOf(clerkA)).toBe('1.0.0')
    expect(
      (await app.inject({ url: `${BASE}/gray/list?name=${demo}`, headers: auth(platform) })).json().data,
    ).toEqual([])
  })

  it('making a version current moves every tenant without a pin; a pinned tenant stays on its pin', async () => {
    await post(app, `${BASE}/gray/submit`, platform, { name: demo, version: '1.0.0', tenantIds: ['100001'] })
    await publish('2.0.0')
    const current = await post(app, `${BASE}/version/current`, platform, { name: demo, version: '2.0.0' })
    expect(current.json()).toMatchObject({ code: 200, data: { version: '2.0.0', current: true } })
    expect(await versionOf(adminB)).toBe('2.0.0')
    expect(await versionOf(clerkA)).toBe('1.0.0')
    const versions = await app.inject({ url: `${BASE}/version/list?name=${demo}`, headers: auth(platform) })
    expect(versions.json().data.filter((v: { current: boolean }) => v.current)).toEqual([
      expect.objectContaining({ version: '2.0.0' }),
    ])
    await post(app, `${BASE}/gray/remove`, platform, { name: demo, tenantIds: ['100001'] })
  })

  it('a pin to a version that does not exist falls back to the current version', async () => {
    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, '100002')
      await tx.insert(microAppGray).values({ name: demo, version: '9.9.9' })
    })
    app.microRegistry.invalidate()
    expect(await versionOf(adminB)).toBe('2.0.0')
    await post(app, `${BASE}/gray/remove`, platform, { name: demo, tenantIds: ['100002'] })
  })

  it('redirectVersion: urls come back in order, rewritten to the tenant’s version; unknown apps and other urls unchanged', async () => {
    await post(app, `${BASE}/gray/submit`, platform, { name: demo, version: '1.1.0', tenantIds: ['100001'] })
    const urls = [
      { url: `/apps/${demo}/1.0.0/remoteEntry.js`, serverName: demo },
      { url: '/apps/nobody/1.0.0/remoteEntry.js', serverName: 'nobody' },
      { url: `https://cdn.example.com/apps/${demo}/2.0.0/static/js/main.js?x=1`, serverName: demo },
      { url: `/${demo}`, serverName: demo },
      { url: `/${bare}`, serverName: bare },
      { url: '/somewhere/else.js', serverName: demo },
    ]
    const res = await post(app, REDIRECT, clerkA, urls)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    expect(res.json().data).toEqual([
      `/apps/${demo}/1.1.0/remoteEntry.js`,
      '/apps/nobody/1.0.0/remoteEntry.js',
      `https://cdn.example.com/apps/${demo}/1.1.0/static/js/main.js?x=1`,
      entry('1.1.0'),
      `/${bare}`,
      '/somewhere/else.js',
    ])
    const other = await post(app, REDIRECT, adminB, urls.slice(0, 1))
    expect(other.json().data).toEqual([`/apps/${demo}/2.0.0/remoteEntry.js`])
    await post(app, `${BASE}/gray/remove`, platform, { name: demo, tenantIds: ['100001'] })
  })

  it('redirectVersion refuses bad input with a clear message: more than 100 urls, a url over 1000 characters, `..`', async () => {
    const one = { url: `/apps/${demo}/1.0.0/a.js`, serverName: demo }
    const tooMany = await post(
      app,
      REDIRECT,
      clerkA,
      Array.from({ length: 101 }, () => one),
    )
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ code: 400, success: false })
    expect(tooMany.json().msg).toMatch(/^参数校验失败：地址列表.*100/)
    const long = await post(app, REDIRECT, clerkA, [{ ...one, url: `/${'a'.repeat(1000)}` }], 'en')
    expect(long.json()).toMatchObject({
      code: 400,
      msg: 'Invalid request: 0.url must be at most 1000 characters',
    })
    const dots = await post(app, REDIRECT, clerkA, [{ ...one, url: `/apps/${demo}/../../etc/passwd` }])
    expect(dots.statusCode).toBe(400)
    expect((await post(app, REDIRECT, clerkA, [one])).json().data).toEqual([`/apps/${demo}/2.0.0/a.js`])
  })

  it('a browser may override a sub-app’s entry only where its tenant’s parameter micro.devOverride is true (issue 22 item 3)', async () => {
    const allowed = async (token: string) => {
      const res = await app.inject({ url: `${BASE}/dev-override`, headers: auth(token) })
      expect(res.statusCode).toBe(200)
      return res.json().data.allowed as boolean
    }
    expect(await allowed(clerkA)).toBe(false)
    expect(await allowed(adminB)).toBe(false)
    const saved = await post(app, '/api/blade-system/param/submit', adminB, {
      paramName: 'Sub-app dev override',
      paramKey: 'micro.devOverride',
      paramValue: 'true',
    })
    expect(saved.json().code).toBe(200)
    try {
      expect(await allowed(adminB)).toBe(true)
      expect(await allowed(clerkA)).toBe(false)
      expect((await app.inject({ url: `${BASE}/dev-override` })).statusCode).toBe(401)
    } finally {
      const removed = await app.inject({
        method: 'POST',
        url: `/api/blade-system/param/remove?ids=${saved.json().data.id}`,
        headers: auth(adminB),
      })
      expect(removed.json().code).toBe(200)
    }
    expect(await allowed(adminB)).toBe(false)
  })
})
