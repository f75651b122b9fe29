import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { enterTenant } from '../../core/db/database'
import { verifyPassword } from '../../core/passwords'
import { auth, buildTestApp, callTokenEndpoint, CLIENT_AUTH, engineName, tokenFor } from '../../test/app'
import { dept } from '../org/schema'
import { orgCalls } from '../org/test-helpers'
import { user, userRole } from '../user/schema'
import { role } from '../access/schema'
import { dict } from '../dict/schema'
import { tenant } from './schema'

const BASE = '/api/blade-system/tenant'
const PLATFORM_PROTECTED = '平台租户不能删除、停用或设置上级租户，也不能修改其账号额度和过期时间'

interface Provisioned {
  tenantId: string
  tenantFullName: string
  parentTenantId: string | null
  adminAccount: string
  initialPassword: string
}

/** Issue item 9: platform administration of tenants, for the platform tenant's administrators only. */
describe(`platform administration of tenants (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let tenantAdmin: string
  let calls: ReturnType<typeof orgCalls>

  const provision = async (payload: object) => {
    const res = await calls.post(platform, `${BASE}/submit`, payload)
    expect(res.statusCode).toBe(200)
    return res.json().data as Provisioned
  }
  const token = (params: Record<string, string>) =>
    callTokenEndpoint(app, { grant_type: 'password', ...params })
  /** The forced change of the initial password (spec §7 Auth modify-password). */
  const changePassword = (t: Provisioned) =>
    app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/modify-password',
      headers: { authorization: CLIENT_AUTH },
      payload: {
        tenantId: t.tenantId,
        username: t.adminAccount,
        oldPassword: t.initialPassword,
        newPassword: 'Chosen@2025a',
        newPassword1: 'Chosen@2025a',
      },
    })
  const inTenant = <T>(tenantId: string, fn: Parameters<typeof app.db.withSystem<T>>[0]) =>
    app.db.withSystem(async (tx) => {
      await enterTenant(tx, tenantId)
      return fn(tx)
    })

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    platform = await tokenFor(app, '000000', 'admin')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
  })
  afterAll(() => app.close())

  it('a new tenant gets, in one go, a six-digit id, an administrator role, a root department, an administrator who must change the password, dictionaries and an audit row', async () => {
    const created = await provision({
      tenantFullName: calls.name('新租户'),
      linkman: '张三',
      accountNumber: 10,
    })
    expect(created.tenantId).toMatch(/^\d{6}$/)
    expect(created).toMatchObject({
      adminAccount: 'admin',
      accountNumber: 10,
      linkman: '张三',
      parentTenantId: null,
    })
    expect(created.initialPassword.length).toBeGreaterThanOrEqual(12)
    const id = created.tenantId

    const [registry] = await app.db.withSystem((tx) =>
      tx.select().from(tenant).where(eq(tenant.tenantId, id)),
    )
    expect(registry).toMatchObject({ tenantFullName: calls.name('新租户'), status: 1, isDeleted: 0 })
    const roles = await inTenant(id, (tx) => tx.select().from(role).where(eq(role.tenantId, id)))
    expect(roles.map((r) => r.roleAlias)).toEqual(['administrator'])
    const depts = await inTenant(id, (tx) => tx.select().from(dept).where(eq(dept.tenantId, id)))
    expect(depts.map((d) => [d.deptName, d.parentId, d.ancestors])).toEqual([
      [calls.name('新租户'), '0', '0'],
    ])
    const [admin] = await inTenant(id, (tx) => tx.select().from(user).where(eq(user.tenantId, id)))
    expect(admin).toMatchObject({ account: 'admin', mustChangePassword: 1, deptId: depts[0]!.id })
    expect(await verifyPassword(admin!.password, created.initialPassword)).toBe(true)
    const links = await inTenant(id, (tx) => tx.select().from(userRole).where(eq(userRole.tenantId, id)))
    expect(links).toEqual([{ tenantId: id, userId: admin!.id, roleId: roles[0]!.id }])
    const dicts = await inTenant(id, (tx) =>
      tx
        .select()
        .from(dict)
        .where(and(eq(dict.tenantId, id), eq(dict.code, 'sex'))),
    )
    expect(dicts.length).toBeGreaterThan(1)
    const audits = await inTenant('000000', (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.tenantId, '000000'), eq(auditLog.resource, 'tenant'), eq(auditLog.recordIds, id)),
        ),
    )
    expect(audits.map((a) => a.action)).toEqual(['insert'])
    expect(JSON.stringify(audits[0]!.after)).not.toContain(created.initialPassword)
  })

  it('a tenant created through the API has an administrator who can sign in after the forced password change', async () => {
    const created = await provision({ tenantFullName: calls.name('登录租户') })
    const first = await token({
      tenantId: created.tenantId,
      username: 'admin',
      password: created.initialPassword,
    })
    expect(first.statusCode).toBe(400)
    expect(first.json()).toMatchObject({ pwd_expired: 2, error_description: '首次登录请修改初始密码' })

    const changed = await changePassword(created)
    expect(changed.statusCode).toBe(200)

    const signedIn = await token({ tenantId: created.tenantId, username: 'admin', password: 'Chosen@2025a' })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ tenant_id: created.tenantId, account: 'admin', pwd_expired: 0 })
    const users = await app.inject({
      url: '/api/blade-user/page',
      headers: auth(signedIn.json().access_token),
    })
    expect(users.statusCode).toBe(200)
    expect(users.json().data.records.map((u: { account: string }) => u.account)).toEqual(['admin'])
  })

  it('a given tenant id must be six digits and free; the name is required', async () => {
    const taken = await calls.post(platform, `${BASE}/submit`, { tenantId: '100001', tenantFullName: 'x' })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().msg).toBe('租户ID[100001]已存在')
    const malformed = await calls.post(platform, `${BASE}/submit`, { tenantId: '12ab', tenantFullName: 'x' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().msg).toBe('参数校验失败：租户ID格式不正确')
    const nameless = await calls.post(platform, `${BASE}/submit?lang=en`, { linkman: 'x' })
    expect(nameless.json().msg).toBe('Invalid request: Tenant name is required')
  })

  it('update changes a tenant’s fields but never places it under itself or its own sub-tenants', async () => {
    const group = await provision({ tenantFullName: calls.name('集团') })
    const member = await provision({ tenantFullName: calls.name('成员'), parentTenantId: group.tenantId })
    const renamed = await calls.post(platform, `${BASE}/submit`, {
      id: member.tenantId,
      tenantFullName: calls.name('成员改名'),
      contactNumber: '13800138000',
    })
    expect(renamed.json().data).toMatchObject({
      tenantId: member.tenantId,
      tenantFullName: calls.name('成员改名'),
      contactNumber: '13800138000',
      parentTenantId: group.tenantId,
    })
    const cycle = await calls.post(platform, `${BASE}/submit`, {
      id: group.tenantId,
      tenantFullName: group.tenantFullName,
      parentTenantId: member.tenantId,
    })
    expect(cycle.json().msg).toBe('上级租户不能是当前租户或其下级租户')
    const unknown = await calls.post(platform, `${BASE}/submit`, {
      id: member.tenantId,
      tenantFullName: 'x',
      parentTenantId: '999998',
    })
    expect(unknown.json().msg).toBe('上级租户不存在')
    const badZone = await calls.post(platform, `${BASE}/submit`, {
      id: member.tenantId,
      tenantFullName: 'x',
      timeZone: 'Mars/Olympus',
    })
    expect(badZone.json().msg).toBe('时区格式不正确')
    const typed = await calls.post(platform, `${BASE}/submit`, {
      id: member.tenantId,
      tenantFullName: calls.name('成员改名'),
      tenantType: '1',
    })
    expect(typed.json().data.tenantType).toBe('1')
    const untyped = await calls.post(platform, `${BASE}/submit`, {
      id: member.tenantId,
      tenantFullName: 'x',
      tenantType: '99',
    })
    expect(untyped.json().msg).toBe('租户类型的值“99”不在可选范围内')
  })

  it('tree, top_tenant_list, tenant_list and allListByTopTenandId follow the tenant groups', async () => {
    const top = await provision({ tenantFullName: calls.name('顶级') })
    const mid = await provision({ tenantFullName: calls.name('中层'), parentTenantId: top.tenantId })
    const low = await provision({ tenantFullName: calls.name('底层'), parentTenantId: mid.tenantId })

    const family = (
      await calls.get(platform, `${BASE}/allListByTopTenandId?topTenantId=${top.tenantId}`)
    ).json().data
    expect(family.map((t: { tenantId: string }) => t.tenantId).sort()).toEqual(
      [top.tenantId, mid.tenantId, low.tenantId].sort(),
    )
    const tops = (await calls.get(platform, `${BASE}/top_tenant_list`))
      .json()
      .data.map((t: { tenantId: string }) => t.tenantId)
    expect(tops).toEqual(expect.arrayContaining(['000000', '100001', top.tenantId]))
    expect(tops).not.toContain(mid.tenantId)
    const tree = (await calls.get(platform, `${BASE}/tree`)).json().data as {
      id: string
      children: { id: string; children: { id: string; title: string }[] }[]
    }[]
    const node = tree.find((t) => t.id === top.tenantId)!
    expect(node.children.map((c) => c.id)).toEqual([mid.tenantId])
    expect(node.children[0]!.children.map((c) => c.title)).toEqual([calls.name('底层')])
    const named = (
      await calls.get(
        platform,
        `${BASE}/tenant_list?tenantFullName=${encodeURIComponent(calls.name('中层'))}`,
      )
    ).json().data
    expect(named.map((t: { tenantId: string }) => t.tenantId)).toEqual([mid.tenantId])
  })

  it('list_v2 pages and filters the tenants', async () => {
    const a = await provision({ tenantFullName: calls.name('筛选') })
    const res = await calls.get(
      platform,
      `${BASE}/list_v2?current=1&size=5&tenantFullName=${encodeURIComponent(calls.name('筛选'))}`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ total: 1, size: 5, current: 1, pages: 1 })
    expect(res.json().data.records[0]).toMatchObject({ id: a.tenantId, tenantId: a.tenantId })
    const page = (await calls.get(platform, `${BASE}/list_v2?current=1&size=2`)).json().data
    expect(page.records).toHaveLength(2)
    expect(page.total).toBeGreaterThanOrEqual(4)
    const detail = (await calls.get(platform, `${BASE}/detail?id=${a.tenantId}`)).json().data
    expect(detail.tenantFullName).toBe(calls.name('筛选'))
  })

  it('setting sets the account limit the user form enforces, and an expiry (only one ahead) after which sign-in is refused', async () => {
    const t = await provision({ tenantFullName: calls.name('额度') })
    expect((await calls.post(platform, `${BASE}/setting?ids=${t.tenantId}&accountNumber=2`)).statusCode).toBe(
      200,
    )
    const owner = await tokenFor(app, t.tenantId, 'admin')
    const [adminRole] = await inTenant(t.tenantId, (tx) =>
      tx.select({ id: role.id }).from(role).where(eq(role.tenantId, t.tenantId)),
    )
    const addUser = (n: number) =>
      calls.post(owner, '/api/blade-user/submit', {
        account: `staff${n}`,
        realName: `员工${n}`,
        phone: calls.phone(),
        roleIds: [adminRole!.id],
      })
    const second = await addUser(1)
    expect(second.statusCode).toBe(200)
    const third = await addUser(2)
    expect(third.statusCode).toBe(400)
    expect(third.json().msg).toBe('当前租户已到最大账号额度（2个）!')
    expect((await calls.post(owner, `/api/blade-user/remove?ids=${second.json().data.id}`)).statusCode).toBe(
      200,
    )
    expect((await addUser(3)).statusCode).toBe(200)

    const licence = (query: string) => calls.post(platform, `${BASE}/setting?ids=${t.tenantId}&${query}`)
    const detail = async () => (await calls.get(platform, `${BASE}/detail?id=${t.tenantId}`)).json().data
    const past = await licence('accountNumber=-1&expireTime=2020-01-01%2000:00:00')
    expect(past.statusCode).toBe(400)
    expect(past.json().msg).toBe('过期时间必须晚于当前时间')
    expect(await detail()).toMatchObject({ accountNumber: 2, expireTime: null })
    expect((await licence('accountNumber=-2')).statusCode).toBe(400)
    expect((await licence('accountNumber=-1&expireTime=2099-01-01%2000:00:00')).statusCode).toBe(200)
    expect(await detail()).toMatchObject({ accountNumber: -1, expireTime: '2099-01-01 00:00:00' })

    await app.db.withSystem((tx) =>
      tx
        .update(tenant)
        .set({ expireTime: new Date('2020-01-01T00:00:00Z') })
        .where(eq(tenant.tenantId, t.tenantId)),
    )
    const expired = await token({ tenantId: t.tenantId, username: 'admin', password: t.initialPassword })
    expect(expired.json().error_description).toBe('租户授权已过期,请联系管理员')

    const platformItself = await calls.post(platform, `${BASE}/setting?ids=000000&accountNumber=1`)
    expect(platformItself.json().msg).toBe(PLATFORM_PROTECTED)
    for (const change of [{ status: 0 }, { expireTime: '2020-01-01 00:00:00' }, { accountNumber: 5 }]) {
      const res = await calls.post(platform, `${BASE}/submit`, {
        id: '000000',
        tenantFullName: 'Storedesk 平台',
        ...change,
      })
      expect(res.json().msg).toBe(PLATFORM_PROTECTED)
    }
    const [platformRow] = await app.db.withSystem((tx) =>
      tx.select().from(tenant).where(eq(tenant.tenantId, '000000')),
    )
    expect(platformRow).toMatchObject({ status: 1, expireTime: null, accountNumber: -1 })
  })

  it('remove is logical, ends the tenant’s sessions, and refuses 000000 and a tenant with sub-tenants', async () => {
    const parent = await provision({ tenantFullName: calls.name('删父') })
    const child = await provision({ tenantFullName: calls.name('删子'), parentTenantId: parent.tenantId })
    const blocked = await calls.post(platform, `${BASE}/remove?ids=${parent.tenantId}`)
    expect(blocked.json().msg).toBe(`租户[${parent.tenantId}]下存在下级租户，请先删除下级租户`)
    expect((await calls.post(platform, `${BASE}/remove?ids=000000`)).json().msg).toBe(PLATFORM_PROTECTED)

    expect((await changePassword(child)).statusCode).toBe(200)
    const session = (
      await token({ tenantId: child.tenantId, username: 'admin', password: 'Chosen@2025a' })
    ).json()
    expect(session.access_token).toBeTruthy()

    expect(
      (await calls.post(platform, `${BASE}/remove?ids=${child.tenantId},${parent.tenantId}`)).statusCode,
    ).toBe(200)
    const [row] = await app.db.withSystem((tx) =>
      tx.select().from(tenant).where(eq(tenant.tenantId, child.tenantId)),
    )
    expect(row!.isDeleted).toBe(1)
    expect(
      (await app.inject({ url: '/api/blade-user/page', headers: auth(session.access_token) })).statusCode,
    ).toBe(401)
    const again = await token({ tenantId: child.tenantId, username: 'admin', password: 'Chosen@2025a' })
    expect(again.json().error_description).toBe('未查询到租户ID')
  })

  it('every tenant route refuses another tenant’s administrator (403) and a clerk', async () => {
    const clerk = await tokenFor(app, '100001', 'clerk')
    for (const who of [tenantAdmin, clerk]) {
      const responses = [
        await calls.get(who, `${BASE}/list_v2`),
        await calls.get(who, `${BASE}/detail?id=100001`),
        await calls.post(who, `${BASE}/submit`, { tenantFullName: 'hijack' }),
        await calls.post(who, `${BASE}/remove?ids=100002`),
        await calls.post(who, `${BASE}/setting?ids=100001&accountNumber=-1`),
        await calls.get(who, `${BASE}/tree`),
        await calls.get(who, `${BASE}/top_tenant_list`),
        await calls.get(who, `${BASE}/tenant_list`),
        await calls.get(who, `${BASE}/allListByTopTenandId?topTenantId=100001`),
      ]
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 403))
      if (who === tenantAdmin) expect(responses[0]!.json().msg).toBe('仅平台租户的管理员可以管理租户')
    }
    const [still] = await app.db.withSystem((tx) =>
      tx.select().from(tenant).where(eq(tenant.tenantId, '100002')),
    )
    expect(still!.isDeleted).toBe(0)
  })
})
