import type { FastifyInstance } from 'fastify'
import { and, eq, like } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { microAppGray, microAppVersion } from './schema'
import { BASE, catalogueApp, ownAppName, post, removeApps } from './test-kit'

/** Issue 5 part 3: the platform publishes versions and pins tenants; nobody else, and nothing half-done. */
describe(`micro-app administration: publish, current, gray release (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let tenantAdmin: string
  let clerk: string
  const name = ownAppName('adm')
  const good = { name, version: '1.0.0', entry: `/apps/${name}/1.0.0/mf-manifest.json`, bridge: 1 }
  const publish = (body: object, lang?: string) => post(app, `${BASE}/version/publish`, platform, body, lang)
  const versions = () =>
    app.db.withSystem((tx) => tx.select().from(microAppVersion).where(eq(microAppVersion.name, name)))

  beforeAll(async () => {
    app = await buildTestApp()
    platform = await tokenFor(app, '000000', 'admin')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    await catalogueApp(app, platform, name, { sort: 900010 })
  })
  afterAll(async () => {
    await removeApps(app, [name])
    await app.close()
  })

  it('publishing refuses an unknown app, a version that is not semantic, an entry outside its folder, in the caller’s language', async () => {
    const unknown = await publish({ ...good, name: 'no-such-app' })
    expect(unknown.json()).toMatchObject({ code: 400, success: false, msg: '微应用不存在：no-such-app' })
    const semver = await publish({ ...good, version: 'v1.0' }, 'en')
    expect(semver.json().msg).toBe('“v1.0” is not a semantic version (such as 1.2.0)')
    const otherFolder = await publish({ ...good, entry: `/apps/${name}/0.9.0/mf-manifest.json` }, 'zh_HK')
    expect(otherFolder.json().msg).toBe(
      `入口地址必須是 /apps/${name}/1.0.0/ 下的檔案或以 http、https 開頭的網址`,
    )
    for (const entry of [
      'javascript:alert(1)',
      `/apps/${name}/1.0.0/../x.js`,
      `/apps/${name}/1.0.0/`,
      'remoteEntry.js',
    ])
      expect((await publish({ ...good, entry })).json().code).toBe(400)
    expect(await versions()).toEqual([])
  })

  it('a published version is never replaced; a CDN entry is accepted; every publish is audited in the platform tenant', async () => {
    expect((await publish(good)).json()).toMatchObject({
      code: 200,
      data: { version: '1.0.0', current: true },
    })
    const again = await publish({ ...good, entry: `/apps/${name}/1.0.0/remoteEntry.js` })
    expect(again.json().msg).toBe(`微应用“${name}”的版本 1.0.0 已发布，版本发布后不能覆盖，请使用新的版本号`)
    const cdn = await publish({
      ...good,
      version: '1.1.0-beta.1',
      entry: 'https://cdn.example.com/x/mf-manifest.json',
    })
    expect(cdn.json()).toMatchObject({ code: 200, data: { current: false, bridge: 1 } })
    expect((await versions()).map((v) => [v.version, v.entry, v.current]).sort()).toEqual([
      ['1.0.0', good.entry, true],
      ['1.1.0-beta.1', 'https://cdn.example.com/x/mf-manifest.json', false],
    ])
    const audits = await app.db.withTenant({ tenantId: '000000' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'micro_app_version'), like(auditLog.recordIds, `${name}@%`))),
    )
    expect(audits.map((a) => a.action).sort()).toEqual(['insert', 'insert'])
  })

  it('the page’s CSP lets in the scripts of a published CDN build, from its commit on (docs/security.md)', async () => {
    const scriptSources = async () => {
      const csp = (await app.inject({ url: '/readyz' })).headers['content-security-policy'] as string
      return csp.split('; ').find((d) => d.startsWith('script-src'))
    }
    expect(await scriptSources()).not.toContain('https://cdn2.example.com')
    expect(
      (
        await publish({ ...good, version: '1.2.0', entry: 'https://cdn2.example.com/y/mf-manifest.json' })
      ).json().code,
    ).toBe(200)
    expect(await scriptSources()).toContain('https://cdn2.example.com')
  })

  it('current and gray release name a published version of a known app, and only live tenants', async () => {
    const current = await post(app, `${BASE}/version/current`, platform, { name, version: '3.0.0' })
    expect(current.json().msg).toBe(`微应用“${name}”没有发布版本 3.0.0`)
    const noVersion = await post(app, `${BASE}/gray/submit`, platform, {
      name,
      version: '3.0.0',
      tenantIds: ['100001'],
    })
    expect(noVersion.json().code).toBe(400)
    const unknownTenant = await post(
      app,
      `${BASE}/gray/submit`,
      platform,
      { name, version: '1.0.0', tenantIds: ['100001', '999999'] },
      'en',
    )
    expect(unknownTenant.json()).toMatchObject({ code: 400, msg: 'No such tenant: 999999' })
    const pins = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(microAppGray).where(eq(microAppGray.name, name)),
    )
    expect(pins).toEqual([])
    const unknownApp = await post(app, `${BASE}/gray/remove`, platform, {
      name: 'nope',
      tenantIds: ['100001'],
    })
    expect(unknownApp.json().msg).toBe('微应用不存在：nope')
  })

  it('the catalogue: an iframe app needs its page address; an app’s name cannot change', async () => {
    const iframe = await post(app, `${BASE}/submit`, platform, {
      name: `${name}i`,
      baseroute: `/${name}i`,
      component: 'federation',
      iframe: 1,
    })
    expect(iframe.json().msg).toBe('内嵌页面的微应用必须填写以 http 或 https 开头的页面地址')
    const page = await app.inject({ url: `${BASE}/page?name=${name}`, headers: auth(platform) })
    const row = page.json().data.records[0]
    const renamed = await post(app, `${BASE}/submit`, platform, { ...row, name: `${name}x` })
    expect(renamed.json().msg).toBe(`微应用名称“${name}”不能修改：它的版本和灰度发布都以名称关联`)
  })

  it('a tenant’s administrator and a clerk are refused every administration route (403), before anything runs', async () => {
    const routes: [string, string, object?][] = [
      ['GET', `${BASE}/page`],
      ['GET', `${BASE}/detail?id=1`],
      ['POST', `${BASE}/submit`, { name: 'x', baseroute: '/x', component: 'federation' }],
      ['POST', `${BASE}/remove?ids=1`],
      ['GET', `${BASE}/version/list?name=${name}`],
      ['POST', `${BASE}/version/publish`, { ...good, version: '4.0.0', entry: `/apps/${name}/4.0.0/a.json` }],
      ['POST', `${BASE}/version/current`, { name, version: '1.0.0' }],
      ['GET', `${BASE}/gray/list?name=${name}`],
      ['POST', `${BASE}/gray/submit`, { name, version: '1.0.0', tenantIds: ['100001'] }],
      ['POST', `${BASE}/gray/remove`, { name, tenantIds: ['100001'] }],
    ]
    for (const token of [tenantAdmin, clerk])
      for (const [method, url, payload] of routes) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: auth(token),
          ...(payload && { payload }),
        })
        expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 403])
      }
    expect((await versions()).map((v) => v.version)).not.toContain('4.0.0')
  })

  it('a tenant’s own session cannot set its pins: only the platform writes them', async () => {
    await expect(
      app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.insert(microAppGray).values({ name, version: '1.0.0' }),
      ),
    ).rejects.toThrow()
  })
})
