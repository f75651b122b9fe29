import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'

const SYSTEM = '/api/blade-system'
const suffix = `${Date.now().toString(36)}${process.pid % 100}`
const unique = (name: string) => `${name}_${suffix}`

describe(`system settings: params, watermark, logo, shortcuts, personalisation, print plans, excel templates (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${SYSTEM}${url}`,
      headers: auth(token),
      ...(payload !== undefined && { payload: payload as object }),
    })
  const get = (url: string, token = admin) => call('GET', url, token)
  const post = (url: string, payload?: unknown, token = admin) => call('POST', url, token, payload)
  const menuId = async (code: string) =>
    (await app.menuCatalog.snapshot()).menus.find((m) => m.code === code && m.category === 1)!.id
  const audits = (tenantId: string, resource: string) =>
    app.db.withTenant({ tenantId }, (tx) => tx.select().from(auditLog).where(eq(auditLog.resource, resource)))

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(() => app.close())

  describe('params', () => {
    it('submit, page and value?paramKey=: a value by key, null for a key the tenant lacks', async () => {
      const key = unique('member.pointsRate')
      const saved = await post('/param/submit', { paramName: '积分比例', paramKey: key, paramValue: '100' })
      expect(saved.json()).toMatchObject({ code: 200, data: { paramKey: key, paramValue: '100' } })
      expect((await get(`/param/value?paramKey=${key}`)).json()).toMatchObject({ code: 200, data: '100' })
      expect((await get('/param/value?paramKey=no.such.key')).json()).toMatchObject({ code: 200, data: null })
      expect((await get(`/param/page?paramKey=${key}`)).json().data.total).toBe(1)
      await post('/param/submit', { ...saved.json().data, paramValue: '50' })
      expect((await get(`/param/value?paramKey=${key}`)).json().data).toBe('50')
    })

    it('keys are unique per tenant and have a key’s shape; a removed one has no value', async () => {
      const key = unique('dup.key')
      const first = (await post('/param/submit', { paramName: 'a', paramKey: key, paramValue: '1' })).json()
        .data
      const dup = await post('/param/submit', { paramName: 'b', paramKey: key, paramValue: '2' })
      expect(dup.json()).toMatchObject({ code: 400, msg: 'paramKey已存在' })
      const shape = await post('/param/submit', { paramName: 'b', paramKey: '1 bad', paramValue: '2' })
      expect(shape.json().msg).toBe('参数校验失败：参数键名格式不正确')
      await post(`/param/remove?ids=${first.id}`)
      expect((await get(`/param/value?paramKey=${key}`)).json().data).toBeNull()
    })

    it('the clerk is refused every param route (403); tenant 100002 reads none of 100001’s', async () => {
      const key = unique('private.key')
      await post('/param/submit', { paramName: 'p', paramKey: key, paramValue: 'secret' })
      expect((await get(`/param/value?paramKey=${key}`, clerk)).statusCode).toBe(403)
      expect((await get('/param/page', clerk)).statusCode).toBe(403)
      expect(
        (await post('/param/submit', { paramName: 'x', paramKey: 'x', paramValue: 'x' }, clerk)).statusCode,
      ).toBe(403)
      expect((await get(`/param/value?paramKey=${key}`, otherAdmin)).json().data).toBeNull()
      expect((await get(`/param/page?paramKey=${key}`, otherAdmin)).json().data.total).toBe(0)
    })
  })

  describe('watermark', () => {
    const setting = {
      enable: 1,
      fontSize: 18,
      fontWeight: 'bold',
      downSize: 150,
      rightSize: 200,
      lineHeight: 28,
      waterClarity: 20,
      rotationAngle: -30,
      markTypeContent: 'realName,account',
    }

    it('waterMark/get answers spec §9’s defaults (15px, -20°) until the tenant saves its own, for every user', async () => {
      const res = await get('/waterMark/get', otherAdmin)
      expect(res.json().data).toMatchObject({ fontSize: 15, rotationAngle: -20, enable: 0, waterClarity: 15 })
      expect((await get('/waterMark/get', clerk)).statusCode).toBe(200)
    })

    it('waterMark/save stores the whole setting, audited with before and after; another tenant keeps its own', async () => {
      const before = (await get('/waterMark/get')).json().data
      try {
        const saved = await post('/waterMark/save', setting)
        expect(saved.json()).toMatchObject({ code: 200, data: setting })
        expect((await get('/waterMark/get', clerk)).json().data).toEqual(setting)
        expect((await get('/waterMark/get', otherAdmin)).json().data.fontSize).toBe(15)
        const rows = await audits('100001', 'watermark')
        expect(rows.at(-1)).toMatchObject({ action: 'update', before, after: setting })
      } finally {
        await post('/waterMark/save', before)
      }
    })

    it('bounds are checked with the field named, and nothing is saved', async () => {
      const res = await post('/waterMark/save', { ...setting, waterClarity: 101 })
      expect(res.json()).toMatchObject({ code: 400, msg: '参数校验失败：透明度不能大于100' })
      const weight = await call('POST', '/waterMark/save?lang=en', admin, { ...setting, fontWeight: 'heavy' })
      expect(weight.statusCode).toBe(400)
      expect((await get('/waterMark/get')).json().data.waterClarity).not.toBe(101)
    })

    it('the clerk may read but not save (403)', async () => {
      expect((await post('/waterMark/save', setting, clerk)).statusCode).toBe(403)
    })
  })

  describe('logo', () => {
    it('query-logo answers null until set; modify-logo takes an http, https or ftp address and a title', async () => {
      expect((await get('/blade/query-logo', otherAdmin)).json().data).toEqual({ logoUrl: null, title: null })
      try {
        for (const url of [
          'https://cdn.example.com/logo.png',
          'http://cdn.example.com/a.svg',
          'ftp://files.example.com/logo.png',
        ]) {
          const res = await call('PUT', '/blade/modify-logo', admin, { logoUrl: url, title: '康安大药房' })
          expect([url, res.json().data]).toEqual([url, { logoUrl: url, title: '康安大药房' }])
        }
        expect((await get('/blade/query-logo', clerk)).json().data.logoUrl).toBe(
          'ftp://files.example.com/logo.png',
        )
        expect((await get('/blade/query-logo', otherAdmin)).json().data.logoUrl).toBeNull()
      } finally {
        await call('PUT', '/blade/modify-logo', admin, { logoUrl: null, title: null })
      }
    })

    it('any other address is refused with spec §5’s rule, in the caller’s language', async () => {
      for (const url of [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'cdn.example.com/logo.png',
        'file:///etc/passwd',
      ]) {
        const res = await call('PUT', '/blade/modify-logo', admin, { logoUrl: url, title: null })
        expect([url, res.statusCode, res.json().msg]).toEqual([
          url,
          400,
          'Logo地址必须是以 http、https 或 ftp 开头的网址',
        ])
      }
      const en = await call('PUT', '/blade/modify-logo?lang=en', admin, {
        logoUrl: 'mailto:a@b.c',
        title: null,
      })
      expect(en.json().msg).toBe('Logo address must be an http, https or ftp address')
      expect((await get('/blade/query-logo')).json().data.logoUrl).toBeNull()
    })

    it('the clerk may read the logo but not change it (403), and nothing is stored', async () => {
      const refused = await call('PUT', '/blade/modify-logo', clerk, {
        logoUrl: 'https://evil.example.com/x.png',
        title: null,
      })
      expect(refused.statusCode).toBe(403)
      expect((await get('/blade/query-logo', clerk)).json().data.logoUrl).toBeNull()
    })
  })

  describe('shortcut keys', () => {
    it('ste_page_custom answers the tenant’s shortcuts, built-in ones seeded, for the spec’s size 999999', async () => {
      const res = await post(
        '/keymap/ste_page_custom',
        { tenantId: '100001', current: 1, size: 999999 },
        clerk,
      )
      expect(res.statusCode).toBe(200)
      const records = res.json().data.records
      expect(records.map((r: { keyFunction: string }) => r.keyFunction)).toEqual(
        expect.arrayContaining(['save', 'search', 'closeTab', 'lockScreen']),
      )
      expect(records.find((r: { keyFunction: string }) => r.keyFunction === 'save')).toMatchObject({
        keyType: 1,
        keyCode: 'ctrl+s',
        winShortcuts: 'Ctrl+S',
      })
      expect(res.json().data.size).toBe(1000)
      const noBody = await app.inject({
        method: 'POST',
        url: `${SYSTEM}/keymap/ste_page_custom?size=999999`,
        headers: auth(clerk),
      })
      expect(noBody.json().data.total).toBe(res.json().data.total)
    })

    it('another tenant’s shortcuts cannot be asked for', async () => {
      const res = await post('/keymap/ste_page_custom', { tenantId: '100002' }, clerk)
      expect(res.json()).toMatchObject({ code: 400, msg: '只能查询本租户的数据' })
    })

    it('built-in shortcuts: the key may change, not the function or type, and they are not removed', async () => {
      const list = (await get('/keymap/list?keyFunction=print')).json().data
      const print = list.find((r: { keyFunction: string }) => r.keyFunction === 'print')
      const moved = await post('/keymap/submit', {
        ...print,
        keyCode: 'ctrl+shift+p',
        winShortcuts: 'Ctrl+Shift+P',
      })
      expect(moved.json().data.keyCode).toBe('ctrl+shift+p')
      expect((await post('/keymap/submit', { ...print, keyFunction: 'printAll' })).json().msg).toBe(
        '内置快捷键的功能不能修改',
      )
      expect((await post('/keymap/submit', { ...print, keyType: 2 })).json().msg).toBe(
        '快捷键类型不能修改，内置快捷键只能由系统提供',
      )
      expect((await post(`/keymap/remove?ids=${print.id}`)).json().msg).toBe('内置快捷键不能删除：打印')
      await post('/keymap/submit', { ...print, keyCode: 'ctrl+p', winShortcuts: 'Ctrl+P' })
    })

    it('custom shortcuts: added as type 2, keys unique and well-formed, removable', async () => {
      const fn = unique('openMember')
      const custom = await post('/keymap/submit', {
        keyFunction: fn,
        keyName: '打开会员',
        keyCode: 'alt+m',
        winShortcuts: 'Alt+M',
      })
      expect(custom.json().data).toMatchObject({ keyType: 2, keyCode: 'alt+m' })
      expect(
        (await post('/keymap/submit', { keyFunction: unique('x'), keyName: 'x', keyCode: 'alt+m' })).json()
          .msg,
      ).toBe('keyCode已存在')
      expect(
        (await post('/keymap/submit', { keyFunction: unique('y'), keyName: 'y', keyCode: 'ctrl+' })).json()
          .msg,
      ).toBe('参数校验失败：按键格式不正确')
      expect(
        (
          await post('/keymap/submit', {
            keyFunction: unique('z'),
            keyName: 'z',
            keyCode: 'alt+z',
            keyType: 1,
          })
        ).json().msg,
      ).toBe('快捷键类型不能修改，内置快捷键只能由系统提供')
      expect((await post(`/keymap/remove?ids=${custom.json().data.id}`)).json().data).toBe(true)
    })

    it('administration is refused to the clerk (403); tenant 100002 does not see 100001’s custom keys', async () => {
      expect((await get('/keymap/page', clerk)).statusCode).toBe(403)
      const fn = unique('mine')
      await post('/keymap/submit', { keyFunction: fn, keyName: 'mine', keyCode: 'alt+shift+k' })
      const theirs = (await post('/keymap/ste_page_custom', {}, otherAdmin)).json().data.records
      expect(theirs.map((r: { keyFunction: string }) => r.keyFunction)).not.toContain(fn)
    })
  })

  describe('op-face-personalize', () => {
    it('save, queryByOpAndUser and restoreDefault: per user, page and tab', async () => {
      const page = await menuId('member')
      const content = { columns: ['name', 'phone'], widths: { name: 120 } }
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page }, clerk)).json().data,
      ).toBeNull()
      const saved = await post('/op-face-personalize/save', { menuId: page, content }, clerk)
      expect(saved.json().data).toMatchObject({ menuId: page, tabId: '', content })
      await post('/op-face-personalize/save', { menuId: page, tabId: 'points', content: ['x'] }, clerk)
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page }, clerk)).json().data.content,
      ).toEqual(content)
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page, tabId: 'points' }, clerk)).json()
          .data.content,
      ).toEqual(['x'])
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page }, admin)).json().data,
      ).toBeNull()

      const replaced = await post(
        '/op-face-personalize/save',
        { menuId: page, content: { columns: [] } },
        clerk,
      )
      expect(replaced.json().data.content).toEqual({ columns: [] })
      expect((await post('/op-face-personalize/restoreDefault', { menuId: page }, clerk)).json().data).toBe(
        true,
      )
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page }, clerk)).json().data,
      ).toBeNull()
      expect(
        (await post('/op-face-personalize/queryByOpAndUser', { menuId: page, tabId: 'points' }, clerk)).json()
          .data,
      ).not.toBeNull()
      await post('/op-face-personalize/restoreDefault', { menuId: page, tabId: 'points' }, clerk)
    })

    it('another user’s id is refused (403); an unknown menu and an oversized arrangement are 400s', async () => {
      const page = await menuId('member')
      const other = await post('/op-face-personalize/save', { menuId: page, userId: '1', content: {} }, clerk)
      expect(other.json()).toMatchObject({ code: 403, msg: '只能操作本人的设置' })
      const unknown = await post('/op-face-personalize/save', { menuId: '12345', content: {} }, clerk)
      expect(unknown.json()).toMatchObject({ code: 400, msg: '菜单不存在或无权使用：12345' })
      const big = await post(
        '/op-face-personalize/save',
        { menuId: page, content: { x: 'y'.repeat(70_000) } },
        clerk,
      )
      expect(big.json()).toMatchObject({ code: 400, msg: '个性化配置过大：最多65536个字符' })
    })
  })

  describe('print plans', () => {
    it('a plan belongs to a live menu (its code, if given, matches) and holds a JSON template', async () => {
      const page = await menuId('member')
      const name = unique('小票')
      const saved = await post('/print-plan/submit', {
        menuId: page,
        menuCode: 'member',
        printPlanName: name,
        template: JSON.stringify({ paper: '80mm', fields: ['name'] }),
        forbidReprint: 1,
      })
      expect(saved.json().data).toMatchObject({ menuId: page, forbidReprint: 1 })
      expect(
        (await get(`/print-plan/list?menuId=${page}`))
          .json()
          .data.map((p: { printPlanName: string }) => p.printPlanName),
      ).toContain(name)
      const bad = (values: object) =>
        post('/print-plan/submit', { menuId: page, printPlanName: unique('p'), template: '{}', ...values })
      expect((await bad({ template: '{not json' })).json().msg).toBe('打印模板不是有效的 JSON')
      expect((await bad({ menuId: '99' })).json().msg).toBe('菜单不存在或无权使用：99')
      expect((await bad({ menuCode: 'order' })).json().msg).toBe('菜单编号与所属菜单不一致：order')
      expect((await bad({ printPlanName: name })).json().msg).toBe('menuId+printPlanName已存在')
    })

    it('the clerk is refused (403); tenant 100002 sees none of 100001’s plans', async () => {
      expect((await get('/print-plan/page', clerk)).statusCode).toBe(403)
      expect((await get('/print-plan/page?printPlanName=小票', otherAdmin)).json().data.total).toBe(0)
    })
  })

  describe('excel templates', () => {
    it('save-update, list, get-by-functionCode and GET delete', async () => {
      const fn = unique('member_import')
      const saved = await post('/exceltemplate/save-update', {
        functionCode: fn,
        templateName: '会员导入模板',
        templateUrl: 'https://cdn.example.com/templates/member.xlsx',
        columns: JSON.stringify([{ field: 'phone', title: '手机号', required: true }]),
      })
      expect(saved.json()).toMatchObject({ code: 200, data: { functionCode: fn } })
      expect((await get(`/exceltemplate/list?functionCode=${fn}`)).json().data.total).toBe(1)
      const byFn = await get(`/exceltemplate/get-by-functionCode?functionCode=${fn}`, clerk)
      expect(byFn.json().data).toMatchObject({
        id: saved.json().data.id,
        templateUrl: 'https://cdn.example.com/templates/member.xlsx',
      })
      expect((await get('/exceltemplate/get-by-functionCode?functionCode=nothing')).json().data).toBeNull()
      expect((await get(`/exceltemplate/delete?id=${saved.json().data.id}`)).json().data).toBe(true)
      expect((await get(`/exceltemplate/get-by-functionCode?functionCode=${fn}`)).json().data).toBeNull()
    })

    it('one template per function; its address is a web address and its columns JSON', async () => {
      const fn = unique('goods_import')
      const base = { functionCode: fn, templateName: 't', templateUrl: 'https://x.example.com/t.xlsx' }
      await post('/exceltemplate/save-update', base)
      expect((await post('/exceltemplate/save-update', base)).json().msg).toBe('functionCode已存在')
      expect(
        (
          await post('/exceltemplate/save-update', {
            ...base,
            functionCode: unique('a'),
            templateUrl: 'x.xlsx',
          })
        ).json().msg,
      ).toBe('模板地址必须是以 http、https 或 ftp 开头的网址')
      expect(
        (
          await post('/exceltemplate/save-update', { ...base, functionCode: unique('b'), columns: '[' })
        ).json().msg,
      ).toBe('列定义不是有效的 JSON')
    })

    it('administration is refused to the clerk (403); tenant 100002 sees none of 100001’s templates', async () => {
      expect((await get('/exceltemplate/list', clerk)).statusCode).toBe(403)
      expect((await get('/exceltemplate/delete?id=1', clerk)).statusCode).toBe(403)
      const fn = unique('private_import')
      await post('/exceltemplate/save-update', {
        functionCode: fn,
        templateName: 't',
        templateUrl: 'https://x.example.com/t.xlsx',
      })
      expect(
        (await get(`/exceltemplate/get-by-functionCode?functionCode=${fn}`, otherAdmin)).json().data,
      ).toBeNull()
    })
  })
  it('the OpenAPI document lists the settings, notice and desk routes, each with a summary, a 200 schema and the Blade-Auth security', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json()
    const routes: [string, string][] = [
      ['get', '/api/blade-system/dict/dictionaryList'],
      ['get', '/api/blade-system/dict/updateColour'],
      ['get', '/api/blade-system/param/value'],
      ['post', '/api/blade-system/codeKey/saveOrUpdate'],
      ['get', '/api/blade-system/codeKey/remove'],
      ['get', '/api/blade-version/preliminaryOrCurrent'],
      ['post', '/api/blade-version/preliminaryOrCurrentUpdate'],
      ['get', '/api/blade-system/waterMark/get'],
      ['put', '/api/blade-system/blade/modify-logo'],
      ['post', '/api/blade-system/keymap/ste_page_custom'],
      ['post', '/api/blade-system/op-face-personalize/save'],
      ['get', '/api/blade-system/exceltemplate/get-by-functionCode'],
      ['post', '/api/blade-system/tenant-app/submit'],
      ['get', '/api/blade-system/roleSourceRecord/list'],
      ['get', '/api/blade-desk/notice/page'],
      ['post', '/api/blade-desk/notice/read'],
      ['post', '/api/blade-desk/favorite/change'],
      ['post', '/api/blade-desk/log/userAdjustOftenFunction'],
      ['get', '/api/blade-desk/help-doc/list-by-menu'],
    ]
    for (const [method, path] of routes) {
      const op = doc.paths[path]?.[method]
      expect([path, Boolean(op?.summary), Boolean(op?.responses?.['200']), op?.security]).toEqual([
        path,
        true,
        true,
        undefined,
      ])
    }
  })
})
