import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { operationLog } from '../log/schema'
import { ownTenant } from '../settings/test-tenant'
import { favorite, loginPage, oftenFunction } from './schema'

const DESK = '/api/blade-desk'
const tag = `${Date.now().toString(36)}${process.pid % 100}`

interface Item {
  id: string
  menuId: string
  view: string
  name: string
}

describe(`the desk: favourites, personal login page, often-used functions, help documents (${engineName})`, () => {
  let app: FastifyInstance
  let own: Awaited<ReturnType<typeof ownTenant>>
  /** the administrator of this file's tenant: every menu is theirs */
  let admin: string
  let clerk: string
  let clerkId: string
  let demoAdmin: string
  let otherAdmin: string
  const pages = new Map<string, string>()

  const get = (url: string, token: string) => app.inject({ url: `${DESK}${url}`, headers: auth(token) })
  const post = (url: string, payload: object | undefined, token: string) =>
    app.inject({ method: 'POST', url: `${DESK}${url}`, headers: auth(token), ...(payload && { payload }) })
  const page = (code: string) => pages.get(code)!
  const favourites = async (token: string): Promise<Item[]> =>
    (await get('/favorite/list', token)).json().data

  beforeAll(async () => {
    app = await buildTestApp()
    own = await ownTenant(app, 'dk', [])
    admin = own.tokenOf('admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    demoAdmin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    const snapshot = await app.menuCatalog.snapshot()
    for (const m of snapshot.menus) if (m.category === 1 && !pages.has(m.code)) pages.set(m.code, m.id)
    pages.set('system', snapshot.menus.find((m) => m.code === 'system' && m.parentId === '0')!.id)
    clerkId = JSON.parse(Buffer.from(clerk.split('.')[1]!, 'base64url').toString()).sub
  })
  afterAll(async () => {
    // The demo clerk's own desk state goes back to none.
    await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      await tx.delete(favorite).where(eq(favorite.userId, clerkId))
      await tx.delete(loginPage).where(eq(loginPage.userId, clerkId))
      await tx.delete(oftenFunction).where(eq(oftenFunction.userId, clerkId))
    })
    await own.drop()
    await app.close()
  })

  describe('favourites', () => {
    it('change 1 stars a page the user may open, change 0 unstars it; the list shows the title path', async () => {
      const member = page('member')
      expect((await post('/favorite/change', { menuId: member, favorite: 1 }, clerk)).json().data).toBe(true)
      expect((await post('/favorite/change', { menuId: member, favorite: 1 }, clerk)).json().data).toBe(true)
      const list = await favourites(clerk)
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ id: member, menuId: member, name: '会员列表' })
      expect(list[0]!.view.endsWith('/会员列表')).toBe(true)
      expect((await get('/favorite/list?lang=en', clerk)).json().data[0].name).toBe('Member list')
      await post('/favorite/change', { menuId: member, favorite: 0 }, clerk)
      expect(await favourites(clerk)).toEqual([])
    })

    it('a page the user may not open, a submenu or an unknown id cannot be starred', async () => {
      for (const menuId of [page('dict'), page('system'), '12345']) {
        const res = await post('/favorite/change', { menuId, favorite: 1 }, clerk)
        expect([menuId, res.json().code, res.json().msg]).toEqual([
          menuId,
          400,
          `菜单不存在或无权使用：${menuId}`,
        ])
      }
      expect(
        (await post('/favorite/change', { menuId: page('member'), favorite: 2 }, clerk)).statusCode,
      ).toBe(400)
    })

    it('favourites are each user’s own, newest first, and a menu the user lost drops out of the list', async () => {
      await post('/favorite/change', { menuId: page('dict'), favorite: 1 }, admin)
      await post('/favorite/change', { menuId: page('user'), favorite: 1 }, admin)
      expect((await favourites(admin)).map((f) => f.menuId)).toEqual([page('user'), page('dict')])
      expect(await favourites(clerk)).toEqual([])
      await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.insert(favorite).values({ userId: clerkId, menuId: page('dict') }),
      )
      expect(await favourites(clerk)).toEqual([])
    })
  })

  describe('personal login page', () => {
    it('login answers null until set; loginUpdate sets it, and toggles it off when it is that page already', async () => {
      const member = page('member')
      expect((await post('/favorite/login', undefined, clerk)).json()).toMatchObject({
        code: 200,
        data: null,
      })
      expect((await post('/favorite/loginUpdate', { id: member }, clerk)).json().data).toEqual({ id: member })
      expect((await post('/favorite/login', {}, clerk)).json().data).toEqual({ id: member })
      expect((await post('/favorite/loginUpdate', { id: member }, clerk)).json().data).toBeNull()
      expect((await post('/favorite/login', undefined, clerk)).json().data).toBeNull()
    })

    it('setting another page replaces it; a page the user may not open is refused', async () => {
      await post('/favorite/loginUpdate', { id: page('dict') }, admin)
      expect((await post('/favorite/loginUpdate', { id: page('user') }, admin)).json().data).toEqual({
        id: page('user'),
      })
      expect((await post('/favorite/login', undefined, admin)).json().data).toEqual({ id: page('user') })
      const refused = await post('/favorite/loginUpdate', { id: page('dict') }, clerk)
      expect(refused.json()).toMatchObject({ code: 400, msg: `菜单不存在或无权使用：${page('dict')}` })
    })
  })

  describe('often-used functions', () => {
    it('without a choice of their own, a user’s often-used functions are their most used pages', async () => {
      const at = new Date()
      const uses: [string, number][] = [
        ['dept', 3],
        ['user', 5],
        ['post', 1],
      ]
      await app.db.withTenant({ tenantId: own.tenantId }, async (tx) => {
        for (const [code, n] of uses) {
          for (let i = 0; i < n; i += 1) {
            await tx.insert(operationLog).values({
              id: app.ids.next(),
              userId: own.idOf('admin'),
              menuId: page(code),
              operationTime: at,
            })
          }
        }
      })
      const res = (await get('/log/queryOftenFunction', admin)).json().data
      expect(res.adjusted).toBe(false)
      expect(res.checkedKeys).toEqual([page('user'), page('dept'), page('post')])
      expect(res.menus.map((m: Item) => m.name)).toEqual(['用户管理', '部门管理', '岗位管理'])
    })

    it('fewer than 5 top menus may be chosen; a fifth is refused with spec §5’s message and nothing changes', async () => {
      const four = ['user', 'dept', 'post', 'dict'].map(page)
      expect((await post('/log/userAdjustOftenFunction', { checkedKeys: four }, admin)).json().data).toBe(
        true,
      )
      const five = [...four, page('menu')]
      const refused = await post('/log/userAdjustOftenFunction', { checkedKeys: five }, admin)
      expect(refused.json()).toMatchObject({ code: 400, success: false, msg: '最多只能设置5个常用菜单' })
      const stored = (await get('/log/queryOftenFunction', admin)).json().data
      expect(stored).toMatchObject({ adjusted: true, checkedKeys: four, halfCheckedKeys: [] })
      expect(stored.menus.map((m: Item) => m.menuId)).toEqual(four)
    })

    it('a checked menu brings its children: a whole area counts as one top menu; half-checked parents are kept', async () => {
      const snapshot = await app.menuCatalog.snapshot()
      const system = page('system')
      const children = snapshot.menus
        // the area's screens the tenant's administrator holds: the platform-only ones are not offered
        .filter((m) => m.parentId === system && (m.category === 1 || m.category === 0))
        .filter((m) => !['tenant', 'micro_app'].includes(m.code))
        .map((m) => m.id)
      const body = {
        checkedKeys: [system, ...children, page('member')],
        halfCheckedKeys: [snapshot.byId.get(page('member'))!.parentId],
      }
      expect((await post('/log/userAdjustOftenFunction', body, admin)).json().data).toBe(true)
      const stored = (await get('/log/queryOftenFunction', admin)).json().data
      expect(stored.menus.map((m: Item) => m.menuId)).toEqual([system, page('member')])
      expect(stored.halfCheckedKeys).toEqual(body.halfCheckedKeys)
    })

    it('the spec’s ids are taken as the checked keys; a menu the user may not open is refused', async () => {
      expect((await post('/log/userAdjustOftenFunction', { ids: [page('member')] }, clerk)).json().data).toBe(
        true,
      )
      expect((await get('/log/queryOftenFunction', clerk)).json().data.checkedKeys).toEqual([page('member')])
      const refused = await post('/log/userAdjustOftenFunction', { checkedKeys: [page('dict')] }, clerk)
      expect(refused.json().msg).toBe(`菜单不存在或无权使用：${page('dict')}`)
      expect((await get('/log/queryOftenFunction', clerk)).json().data.checkedKeys).toEqual([page('member')])
    })
  })

  describe('help documents', () => {
    it('administrators write a screen’s documents; every user reads them by menu code, by sort', async () => {
      const code = `member_${tag}`
      const save = (values: object) => post('/help-doc/submit', { menuCode: code, ...values }, demoAdmin)
      await save({ docName: '积分规则说明', docUrl: 'https://help.example.com/points', sort: 2 })
      await save({
        docName: '会员导入指南',
        docUrl: 'https://help.example.com/import',
        docIcon: 'icon-book',
        sort: 1,
      })
      const docs = (await get(`/help-doc/list-by-menu?menuCode=${code}`, clerk)).json().data
      expect(docs.map((d: { docName: string }) => d.docName)).toEqual(['会员导入指南', '积分规则说明'])
      expect((await save({ docName: 'x', docUrl: 'help.example.com' })).json().msg).toBe(
        '文档地址必须是以 http、https 或 ftp 开头的网址',
      )
      expect((await get(`/help-doc/list-by-menu?menuCode=${code}`, otherAdmin)).json().data).toEqual([])
      for (const d of docs) await post(`/help-doc/remove?ids=${d.id}`, undefined, demoAdmin)
    })

    it('the clerk is refused the administration of help documents (403)', async () => {
      expect((await get('/help-doc/page', clerk)).statusCode).toBe(403)
      expect(
        (
          await post(
            '/help-doc/submit',
            { menuCode: 'x', docName: 'x', docUrl: 'https://x.example.com' },
            clerk,
          )
        ).statusCode,
      ).toBe(403)
    })
  })

  it('every desk route needs a session (401 without one)', async () => {
    for (const [method, url] of [
      ['GET', '/favorite/list'],
      ['POST', '/favorite/change'],
      ['POST', '/favorite/login'],
      ['POST', '/favorite/loginUpdate'],
      ['GET', '/log/queryOftenFunction'],
      ['POST', '/log/userAdjustOftenFunction'],
      ['GET', '/help-doc/list-by-menu?menuCode=x'],
    ] as const) {
      expect([url, (await app.inject({ method, url: `${DESK}${url}` })).statusCode]).toEqual([url, 401])
    }
  })
})
