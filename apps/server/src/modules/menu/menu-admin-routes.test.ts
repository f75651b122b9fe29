import type { FastifyInstance } from 'fastify'
import { and, eq, like } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { buildTestApp, engineName } from '../../test/app'
import { client, menuId, ownName, tokenFor } from '../access/access-test-kit'
import { menu } from './schema'

const MENU = '/api/blade-system/menu'

interface Item {
  id: string
  code: string
  category: number
  hasChildren?: boolean
  children?: Item[]
}
const flat = (nodes: Item[]): Item[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])

describe(`menu administration: platform data written only by the platform’s administrators (${engineName})`, () => {
  let app: FastifyInstance
  let http: ReturnType<typeof client>
  let platform: string
  let tenantAdmin: string
  const suffix = ownName('m')
  const created: string[] = []

  const submit = (token: string, body: object) => http.post(token, `${MENU}/submit`, body)
  const rowsLike = (code: string) =>
    app.db.withSystem((tx) =>
      tx
        .select()
        .from(menu)
        .where(like(menu.code, `${code}%`)),
    )
  const audits = (recordId: string) =>
    app.db.withTenant({ tenantId: '000000' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'menu'), like(auditLog.recordIds, `%${recordId}%`))),
    )

  beforeAll(async () => {
    app = await buildTestApp()
    http = client(app)
    platform = await tokenFor(app, '000000', 'admin')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
  })
  afterAll(async () => {
    await app.db.withSystem((tx) =>
      tx
        .update(menu)
        .set({ isDeleted: 1 })
        .where(like(menu.code, `${suffix}%`)),
    )
    await app.close()
  })

  it('a tenant’s administrator (100001) is refused every menu write with 403, and nothing is written', async () => {
    const parentId = await menuId(app, 'system')
    const insert = await submit(tenantAdmin, { parentId, code: `${suffix}_t`, name: '租户菜单', category: 1 })
    expect([insert.statusCode, insert.json()]).toEqual([
      403,
      expect.objectContaining({ code: 403, msg: '您没有权限执行此操作：platform administrator' }),
    ])
    const dict = await menuId(app, 'dict')
    expect(
      (await submit(tenantAdmin, { id: dict, code: 'dict', name: '改名', category: 1 })).statusCode,
    ).toBe(403)
    expect((await http.post(tenantAdmin, `${MENU}/remove?ids=${dict}`)).statusCode).toBe(403)
    expect(await rowsLike(`${suffix}_t`)).toEqual([])
    expect((await http.get(tenantAdmin, `${MENU}/detail?id=${dict}`)).json().data.name).toBe('字典管理')
  })

  it('the platform administrator inserts, updates and removes a menu; each write is audited in the platform tenant', async () => {
    const parentId = await menuId(app, 'system')
    const res = await submit(platform, {
      parentId,
      code: `${suffix}_page`,
      name: '新菜单',
      nameEn: 'New menu',
      category: 1,
      path: `/system/${suffix}`,
      sort: 99,
      available: 0,
    })
    expect(res.json()).toMatchObject({ code: 200, data: { id: expect.any(String) } })
    const id = res.json().data.id
    created.push(id)
    const detail = (await http.get(platform, `${MENU}/detail?id=${id}&lang=en`)).json().data
    expect(detail).toMatchObject({
      parentId,
      code: `${suffix}_page`,
      name: '新菜单',
      title: 'New menu',
      view: 'System/New menu',
      applicationName: null,
      meta: { available: false, keepAlive: true, expired: false },
    })
    // The catalog is dropped on commit: the platform administrator's routes show it at once.
    const routes = flat((await http.get(platform, `${MENU}/routes`)).json().data)
    expect(routes.map((r) => r.id)).toContain(id)

    expect((await submit(platform, { ...pick(detail), name: '改名菜单' })).json().code).toBe(200)
    expect((await http.get(tenantAdmin, `${MENU}/detail?id=${id}`)).json().data.name).toBe('改名菜单')

    expect((await http.post(platform, `${MENU}/remove?ids=${id}`)).json()).toMatchObject({
      code: 200,
      data: true,
    })
    expect((await http.get(platform, `${MENU}/detail?id=${id}`)).json().code).toBe(404)
    expect(flat((await http.get(platform, `${MENU}/routes`)).json().data).map((r) => r.id)).not.toContain(id)
    expect((await audits(id)).map((a) => a.action).sort()).toEqual(['insert', 'remove', 'update'])
  })

  it('rules: a known category; a parent that exists and is no button, nor the menu or below it; children removed first', async () => {
    const systemId = await menuId(app, 'system')
    const buttonId = await menuId(app, 'dict_view')
    const badCategory = await submit(platform, {
      parentId: systemId,
      code: `${suffix}_c`,
      name: 'x',
      category: 5,
    })
    expect([badCategory.statusCode, badCategory.json().msg]).toEqual([400, '菜单类型“5”无效'])
    const underButton = await submit(platform, {
      parentId: buttonId,
      code: `${suffix}_b`,
      name: 'x',
      category: 2,
    })
    expect([underButton.statusCode, underButton.json().msg]).toEqual([
      400,
      '上级菜单无效：须为现有的菜单，且不能是按钮、本身或其下级',
    ])
    const parent = (
      await submit(platform, { parentId: systemId, code: `${suffix}_p`, name: '父', category: 0 })
    ).json().data.id
    const child = (
      await submit(platform, { parentId: parent, code: `${suffix}_k`, name: '子', category: 1 })
    ).json().data.id
    const cycle = await submit(platform, {
      id: parent,
      parentId: child,
      code: `${suffix}_p`,
      name: '父',
      category: 0,
    })
    expect(cycle.statusCode).toBe(400)
    const withChildren = await http.post(platform, `${MENU}/remove?ids=${parent}`)
    expect([withChildren.statusCode, withChildren.json().msg]).toEqual([400, '请先删除子节点!'])
    expect((await http.post(platform, `${MENU}/remove?ids=${parent},${child}`)).json().code).toBe(200)
  })

  it('lazy-list gives one level with hasChildren; lazy-menu-list leaves out buttons; a filter searches the tree', async () => {
    const top: Item[] = (await http.get(tenantAdmin, `${MENU}/lazy-list`)).json().data
    expect(top.map((m) => m.code)).toEqual(
      expect.arrayContaining(['desk', 'huikeCRM', 'system', 'authority', 'log']),
    )
    expect(top.every((m) => m.hasChildren === true)).toBe(true)
    const dict = await menuId(app, 'dict')
    const buttons: Item[] = (await http.get(tenantAdmin, `${MENU}/lazy-list?parentId=${dict}`)).json().data
    expect(buttons.map((b) => [b.code, b.hasChildren])).toEqual([
      ['dict_view', false],
      ['dict_add', false],
      ['dict_edit', false],
      ['dict_delete', false],
    ])
    expect((await http.get(tenantAdmin, `${MENU}/lazy-menu-list?parentId=${dict}`)).json().data).toEqual([])
    const found: Item[] = (await http.get(tenantAdmin, `${MENU}/lazy-list?name=Dictionaries`)).json().data
    expect(found.map((m) => m.code)).toContain('dict')
    const list: Item[] = (await http.get(tenantAdmin, `${MENU}/list?code=dict_`)).json().data
    expect(list.every((m) => m.code.startsWith('dict_'))).toBe(true)
    const tree: Item[] = (await http.get(tenantAdmin, `${MENU}/tree`)).json().data
    expect(flat(tree).some((n) => n.category === 2)).toBe(false)
    expect(flat(tree).length).toBeGreaterThan(100)
  })

  it('the clerk may not read the menu screen’s routes (no menu_view)', async () => {
    const clerk = await tokenFor(app, '100001', 'clerk')
    for (const path of [
      'list',
      'lazy-list',
      'lazy-menu-list',
      'tree',
      `detail?id=${await menuId(app, 'dict')}`,
    ]) {
      expect([path, (await http.get(clerk, `${MENU}/${path}`)).statusCode]).toEqual([path, 403])
    }
  })
})

/** The submit body of a menu read back from detail: its stored fields only. */
function pick(detail: Record<string, unknown>) {
  const {
    meta: _meta,
    view: _view,
    title: _title,
    key: _key,
    applicationName: _app,
    isDeleted: _deleted,
    hasChildren: _has,
    children: _children,
    ...fields
  } = detail
  return fields
}
