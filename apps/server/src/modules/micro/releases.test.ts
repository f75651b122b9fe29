import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { APPLICATIONS } from '../../module-list'
import { RELEASE_FILE, registerReleases } from './releases'
import { microApp, microAppVersion } from './schema'
import { BASE, ownAppName, registryOf, removeApps } from './test-kit'

/** Issue 5 part 6: a build copied into the apps folder is served after the next start, no admin step. */
describe(`sub-app releases found in the apps folder (${engineName})`, () => {
  let app: FastifyInstance
  let root: string
  let clerk: string
  const name = ownAppName('rel')
  const release = (version: string, manifest: object = {}, files = ['mf-manifest.json']) => {
    const folder = join(root, name, version)
    mkdirSync(folder, { recursive: true })
    for (const f of files) writeFileSync(join(folder, f), '{}')
    writeFileSync(
      join(folder, RELEASE_FILE),
      JSON.stringify({
        name,
        version,
        entry: 'mf-manifest.json',
        bridge: 1,
        component: 'federation',
        ...manifest,
      }),
    )
  }
  const stored = () =>
    app.db.withSystem((tx) => tx.select().from(microAppVersion).where(eq(microAppVersion.name, name)))

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'storedesk-releases-'))
    release('1.10.0')
    release('1.2.0')
    release('2.0.0', { name: 'someone-else' })
    release('3.0.0', { entry: 'missing.json' })
    release('4.0.0', { entry: '../../escape.json' })
    app = await buildTestApp({ env: { STOREDESK_APPS_DIR: root } })
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(async () => {
    await removeApps(app, [name])
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('the catalogue holds every micro-area of spec §2 (and the areas added since) at its base route; chat-BI mounts through qiankun', async () => {
    const rows = await app.db.withSystem((tx) => tx.select().from(microApp).where(eq(microApp.isDeleted, 0)))
    const seeded = APPLICATIONS.filter((a) => a.isMicro).map((a) => [a.microName, a.path])
    expect(seeded.map(([n]) => n)).toEqual(
      expect.arrayContaining([
        'code-generator-micro',
        'workflow-micro',
        'child-store-demo',
        'base-expand-micro',
        'microshop',
        'promotion-micro',
        'huikeCRM',
        'child-store-srm',
        'oms-micro',
        'wms-micro',
        'tms-micro',
        'wlfw-micro',
        'child-chatbi',
        'member-center',
      ]),
    )
    for (const [n, path] of seeded) {
      const row = rows.find((r) => r.name === n)
      expect([n, row?.baseroute, row?.component]).toEqual([
        n,
        path,
        n === 'child-chatbi' ? 'qiankun' : 'federation',
      ])
    }
  })

  it('on start, valid release folders are registered in version order, the first one current; broken ones are skipped', async () => {
    expect((await stored()).map((v) => [v.version, v.entry, v.current]).sort()).toEqual([
      ['1.10.0', `/apps/${name}/1.10.0/mf-manifest.json`, false],
      ['1.2.0', `/apps/${name}/1.2.0/mf-manifest.json`, true],
    ])
    expect((await registryOf(app, clerk)).get(name)).toMatchObject({
      baseroute: `/${name}`,
      component: 'federation',
      version: '1.2.0',
      entry: `/apps/${name}/1.2.0/mf-manifest.json`,
    })
  })

  it('registering again adds only new folders and never changes the current version', async () => {
    expect(await registerReleases(app.db, app.ids, root, app.log)).toEqual([])
    release('1.11.0', { entry: 'https://cdn.example.com/demo/1.11.0/mf-manifest.json' }, [])
    expect(await registerReleases(app.db, app.ids, root, app.log)).toEqual([`${name}@1.11.0`])
    const versions = await app.inject({
      url: `${BASE}/version/list?name=${name}`,
      headers: auth(await tokenFor(app, '000000', 'admin')),
    })
    expect(
      versions
        .json()
        .data.map((v: { version: string; current: boolean }) => [v.version, v.current])
        .sort(),
    ).toEqual([
      ['1.10.0', false],
      ['1.11.0', false],
      ['1.2.0', true],
    ])
  })
})
