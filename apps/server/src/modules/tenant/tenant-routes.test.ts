import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { tenant } from './schema'

const BASE = '/api/blade-system/tenant'
const LOGIN_FIELDS = [
  'backgroundUrl',
  'cpLogin',
  'defaultLogin',
  'pwdLogin',
  'smsLogin',
  'tenantFullName',
  'tenantId',
  'wxLogin',
]

/** Tenants of this file's own: on PostgreSQL every test file shares one database and its demo tenants. */
const suffix = `${Date.now().toString(36)}${process.pid % 100}`.slice(-9)
const SHOP = `ta${suffix}`
const CLOSED = `tb${suffix}`
const SHOP_DOMAIN = `shop-${suffix}.example.com`
const CLOSED_DOMAIN = `closed-${suffix}.example.com`

describe(`tenant look-ups of the login page: tenant/info and tenant/detailByTenantId (${engineName})`, () => {
  let app: FastifyInstance
  const setTenant = (tenantId: string, values: Partial<typeof tenant.$inferInsert>) =>
    app.db.withSystem((tx) => tx.update(tenant).set(values).where(eq(tenant.tenantId, tenantId)))
  const info = (domain: string, headers = {}) =>
    app.inject({ url: `${BASE}/info?domain=${encodeURIComponent(domain)}`, headers })
  const detail = (query: string, headers = {}) =>
    app.inject({ url: `${BASE}/detailByTenantId${query}`, headers })

  beforeAll(async () => {
    app = await buildTestApp()
    await app.db.withSystem((tx) =>
      tx.insert(tenant).values([
        { tenantId: SHOP, tenantFullName: '测试药房' },
        { tenantId: CLOSED, tenantFullName: '已停用租户' },
      ]),
    )
    await setTenant(SHOP, {
      domain: SHOP_DOMAIN,
      backgroundUrl: 'https://cdn.example.com/login.png',
      defaultLogin: 'sms',
      smsLogin: 1,
      cpLogin: 1,
      expireTime: new Date('2099-01-01T00:00:00Z'),
      accountNumber: 50,
    })
    await setTenant(CLOSED, { domain: CLOSED_DOMAIN, status: 0 })
  })
  afterAll(async () => {
    await app.db.withSystem((tx) => tx.delete(tenant).where(inArray(tenant.tenantId, [SHOP, CLOSED])))
    await app.close()
  })

  describe('tenant/info?domain=', () => {
    it('answers the enabled tenant whose domain it is, without a session, and only the login page’s fields', async () => {
      const res = await info(SHOP_DOMAIN)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        code: 200,
        success: true,
        msg: '操作成功',
        data: {
          tenantId: SHOP,
          tenantFullName: '测试药房',
          backgroundUrl: 'https://cdn.example.com/login.png',
          defaultLogin: 'sms',
          pwdLogin: 1,
          smsLogin: 1,
          wxLogin: 0,
          cpLogin: 1,
        },
      })
      expect(Object.keys(res.json().data).sort()).toEqual(LOGIN_FIELDS)
    })

    it('compares the domain without regard to case or surrounding spaces', async () => {
      expect((await info(` ${SHOP_DOMAIN.toUpperCase()} `)).json().data.tenantId).toBe(SHOP)
    })

    it('an unknown domain is a success with data null, so the page falls back to tenant mode', async () => {
      for (const domain of ['nobody.example.com', 'example.com', '']) {
        const res = await info(domain)
        expect([domain, res.statusCode, res.json()]).toEqual([
          domain,
          200,
          { code: 200, success: true, msg: '操作成功', data: null },
        ])
      }
    })

    it('a disabled tenant is not found by its domain, nor is a deleted one', async () => {
      expect((await info(CLOSED_DOMAIN)).json().data).toBeNull()
      await setTenant(SHOP, { isDeleted: 1 })
      try {
        expect((await info(SHOP_DOMAIN)).json().data).toBeNull()
      } finally {
        await setTenant(SHOP, { isDeleted: 0 })
      }
    })

    it('domain is required and at most 255 characters', async () => {
      const missing = await app.inject({ url: `${BASE}/info` })
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({ code: 400, success: false, msg: '参数校验失败：域名不能为空' })
      const en = await app.inject({ url: `${BASE}/info?lang=en&domain=${'a'.repeat(256)}` })
      expect(en.json().msg).toBe('Invalid request: Domain must be at most 255 characters')
    })
  })

  describe('tenant/detailByTenantId?tenantId=', () => {
    it('answers the tenant’s login page fields without a session', async () => {
      const res = await detail(`?tenantId=${SHOP}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ code: 200, success: true, data: { tenantId: SHOP, cpLogin: 1 } })
      expect(Object.keys(res.json().data).sort()).toEqual(LOGIN_FIELDS)
    })

    it('answers a disabled tenant too (the sign-in itself refuses it)', async () => {
      expect((await detail(`?tenantId=${CLOSED}`)).json().data.tenantId).toBe(CLOSED)
    })

    it('takes the Tenant-Id header when the query names no tenant', async () => {
      const res = await detail('', { 'tenant-id': '000000' })
      expect(res.json().data).toMatchObject({ tenantId: '000000', tenantFullName: 'Storedesk 平台' })
    })

    it('an unknown tenant, or none named, is a 400 “未查询到租户ID”', async () => {
      for (const [query, headers] of [
        ['?tenantId=999999', {}],
        ['', {}],
        ['', { 'tenant-id': 'bad id;--' }],
      ] as const) {
        const res = await detail(query, headers)
        expect([query, res.statusCode, res.json()]).toEqual([
          query,
          400,
          { code: 400, success: false, data: null, msg: '未查询到租户ID', requestId: expect.any(String) },
        ])
      }
      const en = await detail('?tenantId=999999&lang=en')
      expect(en.json().msg).toBe('Tenant ID not found')
    })

    it('a deleted tenant is unknown', async () => {
      await setTenant(CLOSED, { isDeleted: 1 })
      try {
        const res = await detail(`?tenantId=${CLOSED}`)
        expect(res.statusCode).toBe(400)
        expect(res.json().msg).toBe('未查询到租户ID')
      } finally {
        await setTenant(CLOSED, { isDeleted: 0 })
      }
    })

    it('a malformed tenant id is refused by the schema, never reaching SQL', async () => {
      const res = await detail(`?tenantId=${encodeURIComponent("1' OR '1'='1")}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('参数校验失败：租户ID格式不正确')
    })
  })

  it('both are documented in OpenAPI as public (no Blade-Auth)', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json()
    for (const path of [`${BASE}/info`, `${BASE}/detailByTenantId`]) {
      expect([path, doc.paths[path]?.get?.security]).toEqual([path, []])
    }
  })
})
