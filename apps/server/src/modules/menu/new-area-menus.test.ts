import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { crud, page, type AppSeed } from '../../core/menus'
import { APPLICATIONS } from '../../module-list'
import { buildTestApp, engineName } from '../../test/app'
import { ownName } from '../access/access-test-kit'
import { application, menu } from './schema'
import { seedMenus } from './seed'

describe(`an area added to a running platform gets its menus on the next start (${engineName})`, () => {
  let app: FastifyInstance
  const code = ownName('area')
  const area: AppSeed = {
    code,
    names: ['新区域', '新區域', 'New area'],
    path: `/${code}`,
    source: 'icon-app',
    isMicro: true,
    microName: code,
    available: true,
    menus: [page(`${code}_list`, ['列表', '列表', 'List'], `/${code}/list`, crud(`${code}_list`))],
  }

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.db.withSystem(async (tx) => {
      await tx.delete(menu).where(eq(menu.menuCode, code))
      await tx.delete(application).where(eq(application.code, code))
    })
    await app.close()
  })

  it('seeds only the areas the database does not hold, once', async () => {
    const added = await app.db.withSystem((tx) => seedMenus(tx, app.ids, [...APPLICATIONS, area]))
    expect(added).toEqual([code])
    const rows = await app.db.withSystem((tx) =>
      tx
        .select({ code: menu.code, available: menu.available })
        .from(menu)
        .where(and(eq(menu.menuCode, code), inArray(menu.code, [code, `${code}_list`, `${code}_list_add`]))),
    )
    expect(rows.map((r) => r.code).sort()).toEqual([code, `${code}_list`, `${code}_list_add`].sort())
    expect(await app.db.withSystem((tx) => seedMenus(tx, app.ids, [...APPLICATIONS, area]))).toEqual([])
  })
})
