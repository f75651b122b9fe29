import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, engineName, tokenFor } from '../test/app'
import { errorLog } from './log/schema'

interface MenuNode {
  code: string
  path: unknown
  children?: MenuNode[]
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])

/** BladeX services whose list and tree calls a BladeX client pages (issue 32 item 2). */
const BLADEX_SERVICE = /^\/api\/blade-(system|user|log|desk)(\/|$)/
/** A list or tree call, by its last path segment. */
const LIST_OR_TREE = /(list|tree|select|routes)/i
const BLADEX_PAGING = 'current=1&size=10&descs=create_time'
/** Values for the query parameters some list and tree calls require. */
const REQUIRED: Record<string, string> = {
  parentId: '1',
  codes: 'yes_no',
  roleIds: '1',
  appId: '1',
  menuCode: 'dict',
  topTenantId: '000000',
  name: 'huikeCRM',
}
const PAGE_KEYS = ['current', 'pages', 'records', 'size', 'total']

/** The demo roles a BladeX client signs in as (contract.md "Demo data"). */
const DEMO_ACCOUNTS = [
  ['000000', 'admin'],
  ['100001', 'admin'],
  ['100001', 'clerk'],
  ['100002', 'admin'],
] as const

// Issue 32: a client written for BladeX's system services, signed in through Storedesk's token
// endpoint, reads every system screen's data unchanged (docs/bladex-compatibility.md).
describe(`BladeX fidelity of the system API (${engineName})`, () => {
  let app: FastifyInstance
  const tokens = new Map<string, string>()
  const get = async (who: string, url: string) => {
    const res = await app.inject({ url, headers: auth(tokens.get(who)!) })
    expect([url, res.statusCode, res.json().msg]).toEqual([url, 200, '操作成功'])
    return res.json().data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    for (const [tenant, account] of DEMO_ACCOUNTS)
      tokens.set(`${tenant}/${account}`, await tokenFor(app, tenant, account))
  })
  afterAll(() => app.close())

  describe('item 1: every node of menu/routes carries a string path', () => {
    it.each(DEMO_ACCOUNTS)(
      'tenant %s, %s: no node, a directory neither, lacks a path',
      async (tenant, account) => {
        const nodes = flat(await get(`${tenant}/${account}`, '/api/blade-system/menu/routes'))
        expect(nodes.length).toBeGreaterThan(0)
        expect(nodes.filter((n) => typeof n.path !== 'string' || n.path === '').map((n) => n.code)).toEqual(
          [],
        )
      },
    )

    it('a directory takes the prefix its children share; a stored path is kept', async () => {
      const nodes = flat(await get('100001/admin', '/api/blade-system/menu/routes'))
      const byCode = new Map(nodes.map((n) => [n.code, n.path]))
      expect(byCode.get('crm_member')).toBe('/huikeCRM')
      expect(byCode.get('member')).toBe('/huikeCRM/member/list')
      expect(byCode.get('dict')).toBe('/dict-horizontal/index')
    })
  })

  describe('item 2: every list and tree call takes BladeX paging, keeps refusing unknown fields', () => {
    it('every GET list/tree call of blade-system, blade-user, blade-log and blade-desk answers current=1&size=10&descs=create_time', async () => {
      const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, { get?: { parameters?: { name: string; in: string; required?: boolean }[] } }>
      }
      const calls = Object.entries(doc.paths).filter(
        ([path, methods]) =>
          methods.get && BLADEX_SERVICE.test(path) && LIST_OR_TREE.test(path.split('/').pop()!),
      )
      expect(calls.length).toBeGreaterThan(40)
      const [topMenu] = await get('000000/admin', '/api/blade-system/topmenu/list')
      const values: Record<string, string> = { ...REQUIRED, topMenuIds: topMenu.id }
      const refused: string[] = []
      for (const [path, methods] of calls) {
        const required = (methods.get!.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `&${p.name}=${values[p.name]}`)
          .join('')
        const url = `${path}?${BLADEX_PAGING}${required}`
        const res = await app.inject({ url, headers: auth(tokens.get('000000/admin')!) })
        if (res.statusCode !== 200) refused.push(`${url} ${res.statusCode} ${res.json().msg}`)
      }
      expect(refused).toEqual([])
    })

    it('a declared sortable field is taken by its column name too, and sorts', async () => {
      const byColumn = await get(
        '100001/admin',
        '/api/blade-system/post/list?current=1&size=50&ascs=create_time',
      )
      const byField = await get(
        '100001/admin',
        '/api/blade-system/post/list?current=1&size=50&ascs=createTime',
      )
      expect(byColumn.records.length).toBeGreaterThan(1)
      expect(byColumn.records).toEqual(byField.records)
    })

    it('an unknown filter or sort field is still a 400 with paging sent, never put into SQL', async () => {
      const token = tokens.get('100001/admin')!
      for (const url of [
        `/api/blade-system/param/list?${BLADEX_PAGING}&nosuchfield=1`,
        '/api/blade-system/dict/list?current=1&size=10&nosuchfield=1',
        '/api/blade-system/dept/list?current=1&size=10&nosuchfield=1',
        '/api/blade-system/post/list?current=1&descs=post_code;drop table sys_post',
        '/api/blade-log/api/list?current=1&descs=remote_ip_x',
      ]) {
        const res = await app.inject({ url, headers: auth(token) })
        expect([url, res.statusCode]).toEqual([url, 400])
      }
    })
  })

  describe('item 3: list answers a page where BladeX pages, an array for tree entities', () => {
    it.each([
      '/api/blade-system/param/list',
      '/api/blade-system/topmenu/list',
      '/api/blade-system/post/list',
      '/api/blade-log/api/list',
      '/api/blade-log/log_web/list',
    ])('%s with paging answers IPage {records, total, size, current, pages}', async (path) => {
      const data = await get('100001/admin', `${path}?current=1&size=2`)
      expect(Object.keys(data).sort()).toEqual(PAGE_KEYS)
      expect(data).toMatchObject({ current: 1, size: 2 })
      expect(data.records.length).toBeLessThanOrEqual(2)
    })

    it('without paging, a plain entity’s list still answers every match (Storedesk’s screens unchanged)', async () => {
      const posts = await get('100001/admin', '/api/blade-system/post/list')
      const page = await get('100001/admin', '/api/blade-system/post/list?current=1&size=1000')
      expect(Array.isArray(posts)).toBe(true)
      expect(posts.map((p: { id: string }) => p.id).sort()).toEqual(
        page.records.map((p: { id: string }) => p.id).sort(),
      )
    })

    it.each([
      '/api/blade-system/dept/list',
      '/api/blade-system/dict/list',
      '/api/blade-system/menu/list',
      '/api/blade-system/role/list',
    ])('%s (a tree entity) answers an array whatever paging is sent', async (path) => {
      const data = await get('100001/admin', `${path}?${BLADEX_PAGING}`)
      expect(Array.isArray(data)).toBe(true)
      expect(data.length).toBeGreaterThan(0)
    })
  })

  describe('item 4: the system calls BladeX clients make answer', () => {
    const idsOf = (nodes: { id: string; children?: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.id, ...idsOf((n.children ?? []) as typeof nodes)])

    it('menu/top-menu answers the user’s top menus, as top-menu-user', async () => {
      const topMenu = await get('100001/admin', '/api/blade-system/menu/top-menu')
      expect(topMenu).toEqual(await get('100001/admin', '/api/blade-system/menu/top-menu-user'))
      expect(topMenu.length).toBeGreaterThan(0)
    })

    it('tenant/list pages the tenants with BladeX’s names; tenant/select lists them; both the platform’s only', async () => {
      const page = await get(
        '000000/admin',
        '/api/blade-system/tenant/list?current=1&size=2&descs=create_time',
      )
      expect(Object.keys(page).sort()).toEqual(PAGE_KEYS)
      expect(page.records).toHaveLength(2)
      const select = await get('000000/admin', '/api/blade-system/tenant/select')
      const demo = select.find((t: { tenantId: string }) => t.tenantId === '100001')
      expect(demo.tenantName).toBe(demo.tenantFullName)
      for (const path of ['/api/blade-system/tenant/list', '/api/blade-system/tenant/select']) {
        const res = await app.inject({ url: path, headers: auth(tokens.get('100001/admin')!) })
        expect([path, res.statusCode]).toEqual([path, 403])
      }
    })

    it('dict/dictionary?code= answers the code’s children as {code, dictKey, dictValue, sort, remark}', async () => {
      const items = await get('100001/admin', '/api/blade-system/dict/dictionary?code=sex')
      expect(items.length).toBeGreaterThan(1)
      for (const item of items) {
        expect(item).toMatchObject({
          code: 'sex',
          dictKey: expect.any(String),
          dictValue: expect.any(String),
        })
        expect(typeof item.sort).toBe('number')
        expect(item).toHaveProperty('remark')
      }
    })

    it.each([
      '/api/blade-system/dict/tree',
      '/api/blade-system/dept/tree',
      '/api/blade-system/role/tree',
      '/api/blade-system/menu/tree',
      '/api/blade-system/post/select',
      '/api/blade-system/topmenu/grant-tree',
    ])('%s answers a non-empty array of nodes with ids', async (path) => {
      const nodes = await get('100001/admin', path)
      expect(nodes.length).toBeGreaterThan(0)
      expect(idsOf(nodes).every((id) => /^[0-9]+$/.test(id))).toBe(true)
    })

    it('menu/grant-tree answers the menu, data scope and API scope trees', async () => {
      const trees = await get('100001/admin', '/api/blade-system/menu/grant-tree')
      expect(Object.keys(trees).sort()).toEqual(['apiScope', 'dataScope', 'menu'])
      expect(trees.menu.length).toBeGreaterThan(0)
    })

    it('menu/role-tree-keys answers the menu ids role/role-tree-keys names for the roles', async () => {
      const roles = idsOf(await get('100001/admin', '/api/blade-system/role/list')).join(',')
      const keys = await get('100001/admin', `/api/blade-system/menu/role-tree-keys?roleIds=${roles}`)
      const all = await get('100001/admin', `/api/blade-system/role/role-tree-keys?roleIds=${roles}`)
      expect(keys.length).toBeGreaterThan(0)
      expect(keys).toEqual(all.menu)
    })

    it('user/user-list answers the matching users as an array, paging sent or not', async () => {
      const users = await get('100001/admin', `/api/blade-user/user-list?${BLADEX_PAGING}&account=clerk`)
      // the account filter matches by part (on PostgreSQL the worker's database also holds other files' users)
      const accounts: string[] = users.map((u: { account: string }) => u.account)
      expect(accounts).toContain('clerk')
      expect(accounts.filter((a) => !a.includes('clerk'))).toEqual([])
      const all = await get('100001/admin', '/api/blade-user/user-list')
      expect(all.length).toBeGreaterThan(1)
      const refused = await app.inject({
        url: '/api/blade-user/user-list?password=x',
        headers: auth(tokens.get('100001/admin')!),
      })
      expect(refused.statusCode).toBe(400)
    })
  })

  describe('item 5: blade-log usual, api and error lists and details carry BladeX’s fields', () => {
    const COMMON = [
      'serviceId',
      'serverHost',
      'serverIp',
      'env',
      'type',
      'title',
      'method',
      'requestUri',
    ].concat([
      'userAgent',
      'remoteIp',
      'methodClass',
      'methodName',
      'params',
      'time',
      'createBy',
      'createTime',
    ])
    const ERROR = ['stackTrace', 'exceptionName', 'message', 'lineNumber', 'fileName']
    const admin = () => tokens.get('100001/admin')!

    it('api/list and api/detail: a request as BladeX records it, its secrets redacted', async () => {
      await app.inject({
        url: '/api/blade-system/post/select?password=hunter2&current=1',
        headers: auth(admin()),
      })
      await app.requestLog.flush()
      const page = await get(
        '100001/admin',
        `/api/blade-log/api/list?${BLADEX_PAGING}&path=/api/blade-system/post/select`,
      )
      const record = page.records[0]
      for (const field of COMMON) expect(record).toHaveProperty(field)
      expect(record).toMatchObject({
        serviceId: 'blade-system',
        type: 'api',
        title: 'GET /api/blade-system/post/select',
        method: 'GET',
        requestUri: '/api/blade-system/post/select',
        methodClass: 'blade-system',
        methodName: 'select',
        createBy: 'admin',
        env: 'test',
        path: '/api/blade-system/post/select',
      })
      expect(record.params).toContain('password=[redacted]')
      expect(record.params).not.toContain('hunter2')
      expect(await get('100001/admin', `/api/blade-log/api/detail?id=${record.id}`)).toEqual(record)
    })

    it('error/list and error/detail: an error with its stack, exception, file and line', async () => {
      const id = app.ids.next()
      await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.insert(errorLog).values({
          tenantId: '100001',
          id,
          account: 'admin',
          method: 'POST',
          path: '/api/blade-system/dict/submit',
          query: 'token=abc',
          status: 500,
          errorClass: 'TypeError',
          message: 'x is undefined',
          stack: 'TypeError: x is undefined\n    at submit (/app/modules/dict/routes.ts:42:7)',
          requestId: 'r-1',
        }),
      )
      const page = await get('100001/admin', `/api/blade-log/error/list?${BLADEX_PAGING}`)
      const record = page.records.find((r: { id: string }) => r.id === id)
      for (const field of [...COMMON, ...ERROR]) expect(record).toHaveProperty(field)
      expect(record).toMatchObject({
        type: 'error',
        serviceId: 'blade-system',
        exceptionName: 'TypeError',
        message: 'x is undefined',
        fileName: '/app/modules/dict/routes.ts',
        lineNumber: 42,
        params: 'token=[redacted]',
      })
      expect(record.stackTrace).toContain('at submit')
      expect(await get('100001/admin', `/api/blade-log/error/detail?id=${id}`)).toEqual(record)
    })

    it('usual/list and usual/detail: what code recorded on purpose (the operation log), content redacted', async () => {
      const operation = `bladex-${Date.now()}`
      const saved = await app.inject({
        method: 'POST',
        url: '/api/blade-log/userOperation/save',
        headers: auth(admin()),
        payload: [
          {
            operationType: 'operation',
            menuName: '会员列表',
            operation,
            content: JSON.stringify({ password: 'hunter2', keyword: 'x' }),
            path: '/huikeCRM/member/list',
            durationMs: 12,
            timestamp: Date.now(),
          },
        ],
      })
      expect(saved.statusCode).toBe(200)
      const page = await get(
        '100001/admin',
        `/api/blade-log/usual/list?${BLADEX_PAGING}&operation=${operation}`,
      )
      expect(page.records).toHaveLength(1)
      const record = page.records[0]
      for (const field of COMMON) expect(record).toHaveProperty(field)
      expect(record).toMatchObject({
        serviceId: 'huikeCRM',
        type: 'operation',
        title: operation,
        requestUri: '/huikeCRM/member/list',
        time: '12',
        createBy: 'admin',
        operation,
      })
      expect(JSON.parse(record.params)).toEqual({ password: '[redacted]', keyword: 'x' })
      expect(await get('100001/admin', `/api/blade-log/usual/detail?id=${record.id}`)).toEqual(record)
    })
  })

  describe('item 7: each demo tenant has system parameters to show', () => {
    it.each(['100001', '100002'])(
      'tenant %s: param/list pages its parameters, param/detail answers one',
      async (tenant) => {
        const page = await get(`${tenant}/admin`, `/api/blade-system/param/list?${BLADEX_PAGING}`)
        expect(page.total).toBeGreaterThanOrEqual(8)
        const record = page.records[0]
        expect(record).toMatchObject({ paramName: expect.any(String), paramKey: expect.any(String) })
        expect(await get(`${tenant}/admin`, `/api/blade-system/param/detail?id=${record.id}`)).toEqual(record)
      },
    )

    it('the password and lock parameters state the password policy the server applies', async () => {
      const policy = await get('100001/admin', '/api/blade-system/pwd-policy/detail')
      const value = async (key: string) =>
        Number(await get('100001/admin', `/api/blade-system/param/value?paramKey=${key}`))
      expect(await value('account.password.minLength')).toBe(policy.minLength)
      expect(await value('account.password.expiryDays')).toBe(policy.expiryDays)
      expect(await value('account.lock.maxFailures')).toBe(policy.maxFailures)
      expect(await value('account.lock.minutes')).toBe(policy.lockMinutes)
    })
  })
})
