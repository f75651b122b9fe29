import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { application } from '../menu/schema'
import { recordRoleSourceChange } from './role-source-records'
import { appDoc } from './schema'

const SYSTEM = '/api/blade-system'
const tag = `${Date.now().toString(36)}${process.pid % 100}`

interface OpenedApp {
  id: string
  code: string
  name: string
  pactStatus: number | null
}

describe(`applications, tenant apps, documents, agreements and records (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let admin: string
  let clerk: string
  let otherAdmin: string
  let allApps: string[]
  const created: string[] = []

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `${SYSTEM}${url}`, headers: auth(token), ...(payload && { payload }) })
  const get = (url: string, token = platform) => call('GET', url, token)
  const post = (url: string, payload?: object, token = platform) => call('POST', url, token, payload)
  const newApp = async (n: number) => {
    const res = await post('/application/submit', {
      code: `t${n}_${tag}`,
      name: `测试应用${n}`,
      nameEn: `Test ${n}`,
      path: `/t${n}`,
    })
    expect(res.json()).toMatchObject({ code: 200 })
    created.push(res.json().data.id)
    return res.json().data as { id: string; code: string }
  }
  const opened = async (token: string): Promise<OpenedApp[]> =>
    (await get('/tenant-app/applicationList', token)).json().data

  beforeAll(async () => {
    app = await buildTestApp()
    platform = await tokenFor(app, '000000', 'admin')
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    allApps = (await opened(otherAdmin)).map((a) => a.id)
  })
  afterAll(async () => {
    await post('/tenant-app/submit', { tenantId: '100002', applicationIds: allApps })
    await app.db.withSystem(async (tx) => {
      await tx.delete(appDoc).where(inArray(appDoc.applicationId, created))
      await tx.delete(application).where(inArray(application.id, created))
    })
    await app.close()
  })

  describe('applications (platform data)', () => {
    it('the platform administrator adds and changes applications; the menu catalog sees them at once', async () => {
      const a = await newApp(1)
      expect((await app.menuCatalog.snapshot()).applicationsById.get(a.id)?.name).toBe('测试应用1')
      const renamed = await post('/application/submit', { ...a, name: '测试应用一' })
      expect(renamed.json().data.name).toBe('测试应用一')
      expect((await app.menuCatalog.snapshot()).applicationsById.get(a.id)?.name).toBe('测试应用一')
      expect((await get(`/application/list_v2?code=${a.code}`, admin)).json().data.total).toBe(1)
    })

    it('a tenant administrator (every code of their tenant) is refused writes with 403; the clerk even the list', async () => {
      const res = await post('/application/submit', { code: `x_${tag}`, name: 'x' }, admin)
      expect([res.statusCode, res.json().code]).toEqual([403, 403])
      expect((await get('/application/remove?ids=1', admin)).statusCode).toBe(403)
      expect((await get('/application/list_v2', clerk)).statusCode).toBe(403)
    })

    it('an application that still has menus is not removed; one without is', async () => {
      const withMenus = (await app.menuCatalog.snapshot()).applications.find((a) => a.code === 'system')!
      expect((await get(`/application/remove?ids=${withMenus.id}`)).json()).toMatchObject({
        code: 400,
        msg: '应用“系统管理”下还有菜单，不能删除',
      })
      const a = await newApp(2)
      expect((await get(`/application/remove?ids=${a.id}`)).json().data).toBe(true)
      expect((await app.menuCatalog.snapshot()).applicationsById.has(a.id)).toBe(false)
    })

    it('validation: a unique code, a base route that is a path', async () => {
      const a = await newApp(3)
      expect((await post('/application/submit', { code: a.code, name: 'dup' })).json().msg).toBe('code已存在')
      expect(
        (await post('/application/submit', { code: `p_${tag}`, name: 'p', path: 'http://x' })).json().msg,
      ).toBe('参数校验失败：基础路由格式不正确')
    })
  })

  describe('documents', () => {
    it('platform documents of an application are read by every user, written by the platform only', async () => {
      const a = await newApp(4)
      const doc = await post('/application-doc/submit', {
        applicationId: a.id,
        docName: '接入手册',
        docUrl: 'https://docs.example.com/a.pdf',
      })
      expect(doc.json()).toMatchObject({ code: 200, data: { applicationId: a.id, docName: '接入手册' } })
      expect(
        (await get(`/application-doc/list?appId=${a.id}`, clerk))
          .json()
          .data.map((d: { docName: string }) => d.docName),
      ).toEqual(['接入手册'])
      const refused = await post(
        '/application-doc/submit',
        { applicationId: a.id, docName: 'x', docUrl: 'https://x.example.com' },
        admin,
      )
      expect(refused.statusCode).toBe(403)
      expect(
        (
          await post('/application-doc/submit', {
            applicationId: '42',
            docName: 'x',
            docUrl: 'https://x.example.com',
          })
        ).json().msg,
      ).toBe('应用不存在：42')
      expect(
        (await post('/application-doc/submit', { applicationId: a.id, docName: 'x', docUrl: 'x.pdf' })).json()
          .msg,
      ).toBe('文档地址必须是以 http、https 或 ftp 开头的网址')
    })

    it('private documents belong to one tenant, for applications opened to it', async () => {
      const system = (await opened(admin)).find((a) => a.code === 'system')!
      const saved = await post(
        '/application-doc/private-doc/submit',
        {
          applicationId: system.id,
          docName: `门店制度_${tag}`,
          docUrl: 'https://intra.example.com/rules.pdf',
        },
        admin,
      )
      expect(saved.json()).toMatchObject({ code: 200 })
      const mine = (await get(`/application-doc/private-doc?appId=${system.id}`, admin)).json().data
      expect(mine.map((d: { docName: string }) => d.docName)).toContain(`门店制度_${tag}`)
      const theirs = (await get(`/application-doc/private-doc?appId=${system.id}`, otherAdmin)).json().data
      expect(theirs.map((d: { docName: string }) => d.docName)).not.toContain(`门店制度_${tag}`)
      const notOpened = await newApp(5)
      expect(
        (
          await post(
            '/application-doc/private-doc/submit',
            { applicationId: notOpened.id, docName: 'x', docUrl: 'https://x.example.com' },
            admin,
          )
        ).json().msg,
      ).toBe(`本租户未开通该应用：${notOpened.id}`)
      expect((await get(`/application-doc/private-doc?appId=${system.id}`, clerk)).statusCode).toBe(403)
      expect(
        (
          await post(`/application-doc/private-doc/remove?ids=${saved.json().data.id}`, undefined, otherAdmin)
        ).json().code,
      ).toBe(404)
      expect(
        (
          await post(`/application-doc/private-doc/remove?ids=${saved.json().data.id}`, undefined, admin)
        ).json().data,
      ).toBe(true)
    })
  })

  describe('tenant apps', () => {
    it('every demo tenant starts with every application opened, each with a pending agreement', async () => {
      const list = await opened(clerk)
      const live = (await app.menuCatalog.snapshot()).applications.filter((a) => !created.includes(a.id))
      expect(list.map((a) => a.id).sort()).toEqual(live.map((a) => a.id).sort())
      expect(list.every((a) => a.pactStatus === 0)).toBe(true)
      expect(list.find((a) => a.code === 'system')!.name).toBe('系统管理')
    })

    it('the platform sets a tenant’s applications: closed ones are recorded and their agreements terminated', async () => {
      const keep = allApps.slice(0, 2)
      const closed = allApps.slice(2)
      const res = await post('/tenant-app/submit', { tenantId: '100002', applicationIds: keep })
      expect(res.json().data).toMatchObject({ tenantId: '100002', applicationIds: keep })
      expect((await opened(otherAdmin)).map((a) => a.id)).toEqual(keep)
      expect((await get('/tenant-app/echo_v2?tenantId=100002')).json().data.applicationIds).toEqual(keep)
      expect(
        (await get('/tenant-app/view_v2?tenantId=100002&lang=en')).json().data.applicationNames,
      ).toHaveLength(2)

      const records = (await get(`/app-record/record-list?applicationId=${closed[0]}`, otherAdmin)).json()
        .data
      expect(records.slice(0, 2).map((r: { action: string }) => r.action)).toEqual(['close', 'terminate'])
      expect(records[0]).toMatchObject({ operatorTenantId: '000000' })
      const pacts = (await get(`/tenant-app-pact/pageList?applicationId=${closed[0]}`, otherAdmin)).json()
        .data.records
      expect(pacts[0].status).toBe(2)

      await post('/tenant-app/submit', { tenantId: '100002', applicationIds: allApps })
      const reopened = (await get(`/app-record/list?applicationId=${closed[0]}&size=1`, otherAdmin)).json()
        .data.records
      expect(reopened[0].action).toBe('open')
      expect((await opened(otherAdmin)).find((a) => a.id === closed[0])!.pactStatus).toBe(0)
      expect((await opened(admin)).map((a) => a.id).sort()).toEqual([...allApps].sort())
    })

    it('list_v2 pages tenants with their applications; unknown tenants and applications are refused', async () => {
      const page = (await get('/tenant-app/list_v2?tenantId=1000&size=100')).json().data
      expect(page.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(
        expect.arrayContaining(['100001', '100002']),
      )
      expect(page.records.every((r: { id: string; tenantId: string }) => r.id === r.tenantId)).toBe(true)
      expect(
        page.records.find((r: { tenantId: string }) => r.tenantId === '100001').applicationIds.length,
      ).toBeGreaterThan(0)
      expect((await get('/tenant-app/view_v2?tenantId=nobody')).json().msg).toBe('未查询到租户ID')
      expect(
        (await post('/tenant-app/submit', { tenantId: '100002', applicationIds: ['42'] })).json().msg,
      ).toBe('应用不存在：42')
    })

    it('only the platform administrator manages tenant apps (403 for a tenant administrator and the clerk)', async () => {
      for (const token of [admin, clerk]) {
        expect((await get('/tenant-app/list_v2', token)).statusCode).toBe(403)
        expect((await get('/tenant-app/echo_v2?tenantId=100001', token)).statusCode).toBe(403)
        expect(
          (await post('/tenant-app/submit', { tenantId: '100001', applicationIds: [] }, token)).statusCode,
        ).toBe(403)
      }
      expect((await opened(admin)).length).toBe(allApps.length)
    })
  })

  describe('agreements', () => {
    it('pending → signed → terminated, each recorded; nothing else; only terminated ones are removed', async () => {
      const target = allApps[0]!
      const pact = (
        await get(`/tenant-app-pact/pageList?applicationId=${target}&status=0`, otherAdmin)
      ).json().data.records[0]
      const signed = await post('/tenant-app-pact/updateStatus', { id: pact.id, status: 1 }, otherAdmin)
      expect(signed.json().data).toMatchObject({ id: pact.id, status: 1 })
      expect(signed.json().data.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(
        (await post('/tenant-app-pact/updateStatus', { id: pact.id, status: 1 }, otherAdmin)).json().msg,
      ).toBe('协议状态不能从“已签署”改为“已签署”')
      expect(
        (await post('/tenant-app-pact/updateStatus', { id: pact.id, status: 0 }, otherAdmin)).statusCode,
      ).toBe(400)
      expect((await post(`/tenant-app-pact/remove?ids=${pact.id}`, undefined, otherAdmin)).json().msg).toBe(
        '只能删除已终止的协议',
      )
      expect(
        (await post('/tenant-app-pact/updateStatus', { id: pact.id, status: 2 }, otherAdmin)).json().data
          .status,
      ).toBe(2)
      const actions = (await get(`/app-record/record-list?applicationId=${target}`, otherAdmin)).json().data
      expect(actions.slice(0, 2).map((r: { action: string }) => r.action)).toEqual(['terminate', 'sign'])
      expect((await post(`/tenant-app-pact/remove?ids=${pact.id}`, undefined, otherAdmin)).json().data).toBe(
        true,
      )
    })

    it('a tenant sees and changes only its own agreements; the clerk none', async () => {
      const theirs = (await get('/tenant-app-pact/pageList?size=1', otherAdmin)).json().data.records[0]
      expect(
        (await post('/tenant-app-pact/updateStatus', { id: theirs.id, status: 1 }, admin)).json().code,
      ).toBe(404)
      expect((await get('/tenant-app-pact/pageList', clerk)).statusCode).toBe(403)
      expect((await get('/app-record/list', clerk)).statusCode).toBe(403)
    })
  })

  describe('role source records (grant history)', () => {
    it('a grant’s gained and lost menus are listed newest first; a grant that changes nothing is not recorded', async () => {
      const roleId = '424242'
      await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
        await recordRoleSourceChange(tx, app.ids, {
          roleId,
          roleName: '店长',
          added: ['1', '2'],
          removed: [],
          userId: null,
        })
        await recordRoleSourceChange(tx, app.ids, {
          roleId,
          roleName: '店长',
          added: [],
          removed: [],
          userId: null,
        })
        await recordRoleSourceChange(tx, app.ids, {
          roleId,
          roleName: '店长',
          added: [],
          removed: ['2'],
          userId: null,
        })
      })
      const page = (await get(`/roleSourceRecord/list?roleId=${roleId}`, admin)).json().data
      expect(
        page.records.map((r: { addedMenuIds: string; removedMenuIds: string }) => [
          r.addedMenuIds,
          r.removedMenuIds,
        ]),
      ).toEqual([
        ['', '2'],
        ['1,2', ''],
      ])
      expect((await get(`/roleSourceRecord/list?roleId=${roleId}`, otherAdmin)).json().data.total).toBe(0)
      expect((await get('/roleSourceRecord/list', clerk)).statusCode).toBe(403)
    })
  })

  it('the application table refuses tenant writes outright (platform data)', async () => {
    await expect(
      app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.update(application).set({ name: 'x' }).where(eq(application.code, 'system')),
      ),
    ).rejects.toThrow()
  })
})
