import type { FastifyInstance } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { enterTenant } from '../../core/db/database'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { ADMIN_ROLE, seedRoles } from '../access'
import { seedTenant } from '../tenant'
import { user } from '../user/schema'
import { seedUsers } from '../user/seed'
import { DEFAULT_POLICY } from './password-policy'

const BASE = '/api/blade-system/pwd-policy'

const DEFAULTS = {
  minLength: 8,
  requireUpper: 1,
  requireLower: 1,
  requireDigit: 1,
  requireSymbol: 0,
  expiryDays: 90,
  warningDays: 7,
  historyCount: 3,
  maxFailures: 5,
  lockMinutes: 30,
  maxSessions: 0,
  mfaForAdmins: 0,
  corpId: null,
}
const { corpId: _corpId, ...SETTINGS } = DEFAULTS
const STRICT = {
  minLength: 12,
  requireUpper: 1,
  requireLower: 1,
  requireDigit: 1,
  requireSymbol: 1,
  expiryDays: 60,
  warningDays: 10,
  historyCount: 5,
  maxFailures: 3,
  lockMinutes: 15,
  maxSessions: 2,
  mfaForAdmins: 1,
}

/**
 * Two tenants of this file's own, A and B, like the demo's 100001 (an administrator and a clerk) and
 * 100002: on PostgreSQL every test file shares one database, and the demo tenants' policies are
 * changed by the sign-in tests at the same time.
 */
const suffix = `${Date.now().toString(36)}${process.pid % 100}`.slice(-9)
const A = `pa${suffix}`
const B = `pb${suffix}`

describe(`password policy routes: pwd-policy detail, update, bindCorpId (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let viewer: string
  let otherAdmin: string
  let adminId: string

  const createTenant = (tenantId: string, users: { account: string; role: string }[]) =>
    app.db.withSystem(async (tx) => {
      await seedTenant(tx, { tenantId, tenantFullName: `policy test ${tenantId}` })
      await enterTenant(tx, tenantId)
      const roles = await seedRoles(tx, app.ids, [
        ADMIN_ROLE,
        { alias: 'clerk', name: 'clerk', codes: ['member_view', 'order_view'] },
        { alias: 'viewer', name: 'policy viewer', codes: ['pwd_policy_view'] },
      ])
      await seedUsers(
        tx,
        app.ids,
        users.map((u) => ({
          ...u,
          password: 'Test@12345',
          realName: u.account,
          roleIds: [roles.get(u.role)!],
        })),
      )
    })

  const get = (token: string, query = '') =>
    app.inject({ url: `${BASE}/detail${query}`, headers: auth(token) })
  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), payload })
  const audits = (tenantId: string) =>
    app.db.withTenant({ tenantId }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.resource, 'pwd_policy')).orderBy(asc(auditLog.id)),
    )

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(A, [
      { account: 'admin', role: ADMIN_ROLE.alias },
      { account: 'clerk', role: 'clerk' },
      { account: 'viewer', role: 'viewer' },
    ])
    await createTenant(B, [{ account: 'admin', role: ADMIN_ROLE.alias }])
    admin = await tokenFor(app, A, 'admin')
    clerk = await tokenFor(app, A, 'clerk')
    viewer = await tokenFor(app, A, 'viewer')
    otherAdmin = await tokenFor(app, B, 'admin')
    const [row] = await app.db.withTenant({ tenantId: A }, (tx) =>
      tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.account, 'admin'), eq(user.isDeleted, 0))),
    )
    adminId = row!.id
  })
  afterAll(() => app.close())

  it('detail: a tenant that never saved a policy reads the defaults, every field camelCase', async () => {
    const res = await get(admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 200, success: true, msg: '操作成功', data: DEFAULTS })
    expect(DEFAULTS).toEqual(DEFAULT_POLICY)
  })

  it('update: saves every setting, answers the saved policy and writes one audit row with before and after', async () => {
    const res = await post(admin, '/update', STRICT)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 200, success: true, data: { ...STRICT, corpId: null } })
    expect((await get(admin)).json().data).toEqual({ ...STRICT, corpId: null })

    const rows = await audits(A)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'update',
      recordIds: A,
      userId: adminId,
      before: DEFAULTS,
      after: { ...STRICT, corpId: null },
    })
    expect(rows[0]!.requestId).toEqual(expect.any(String))
  })

  it('update again: the audit row’s before is the policy saved before', async () => {
    const relaxed = { ...STRICT, minLength: 10, mfaForAdmins: 0 }
    expect((await post(admin, '/update', relaxed)).statusCode).toBe(200)
    const rows = await audits(A)
    expect(rows).toHaveLength(2)
    expect(rows[1]!.before).toEqual({ ...STRICT, corpId: null })
    expect(rows[1]!.after).toEqual({ ...relaxed, corpId: null })
  })

  it('bindCorpId: stores the corp id, keeps the settings, and is audited', async () => {
    const before = (await get(admin)).json().data
    const res = await post(admin, '/bindCorpId', { corpId: 'ww1234567890abcdef' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ ...before, corpId: 'ww1234567890abcdef' })
    expect((await get(admin)).json().data.corpId).toBe('ww1234567890abcdef')
    const last = (await audits(A)).at(-1)!
    expect(last.before).toEqual(before)
    expect(last.after).toEqual({ ...before, corpId: 'ww1234567890abcdef' })
  })

  it('update: what detail answered can be sent back as is; without corpId the bound corp id stays', async () => {
    const current = (await get(admin)).json().data
    expect((await post(admin, '/update', current)).statusCode).toBe(200)
    const res = await post(admin, '/update', { ...SETTINGS })
    expect(res.json().data).toEqual({ ...SETTINGS, corpId: 'ww1234567890abcdef' })
  })

  it('update: expiryDays 0 means never, and any warning is then allowed', async () => {
    const res = await post(admin, '/update', { ...SETTINGS, expiryDays: 0, warningDays: 30 })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ expiryDays: 0, warningDays: 30 })
  })

  it('bad values: 400 in the contract’s envelope with a message naming the field, in zh_CN and en', async () => {
    const cases: [object, string, string][] = [
      [{ ...SETTINGS, minLength: 5 }, '密码最小长度不能小于6', 'Minimum password length must be at least 6'],
      [
        { ...SETTINGS, minLength: 65 },
        '密码最小长度不能大于64',
        'Minimum password length must be at most 64',
      ],
      [
        { ...SETTINGS, maxFailures: 0 },
        '最大登录失败次数不能小于1',
        'Maximum failed sign-ins must be at least 1',
      ],
      [
        { ...SETTINGS, lockMinutes: 1441 },
        '锁定时长（分钟）不能大于1440',
        'Lockout (minutes) must be at most 1440',
      ],
      [
        { ...SETTINGS, expiryDays: -1 },
        '密码有效期（天）不能小于0',
        'Password validity (days) must be at least 0',
      ],
      [
        { ...SETTINGS, historyCount: 25 },
        '历史密码限制次数不能大于24',
        'Password history must be at most 24',
      ],
      [
        { ...SETTINGS, maxSessions: 101 },
        '最大同时登录数不能大于100',
        'Maximum concurrent sessions must be at most 100',
      ],
      [{ ...SETTINGS, requireUpper: 2 }, '大写字母要求不能大于1', 'Uppercase requirement must be at most 1'],
      [
        { ...SETTINGS, warningDays: 91 },
        '过期提醒天数不能大于90',
        'Expiry warning (days) must be at most 90',
      ],
      [
        { ...SETTINGS, minLength: 8.5 },
        '密码最小长度格式不正确',
        'Minimum password length has an invalid format',
      ],
      [
        { ...SETTINGS, mfaForAdmins: 'yes' },
        '管理员双因素认证格式不正确',
        'Two-factor sign-in for administrators has an invalid format',
      ],
      [{ ...SETTINGS, lockMinutes: undefined }, '锁定时长（分钟）不能为空', 'Lockout (minutes) is required'],
      [{ ...SETTINGS, tenantId: '100002' }, '不支持的参数：tenantId', 'Unknown parameter: tenantId'],
    ]
    for (const [body, zh, en] of cases) {
      const res = await post(admin, '/update', body)
      expect([body, res.statusCode, res.json()]).toEqual([
        body,
        400,
        { code: 400, success: false, data: null, msg: `参数校验失败：${zh}`, requestId: expect.any(String) },
      ])
      const english = await post(admin, '/update?lang=en', body)
      expect([body, english.json().msg]).toEqual([body, `Invalid request: ${en}`])
    }
  })

  it('a warning period as long as the validity is refused', async () => {
    const res = await post(admin, '/update', { ...SETTINGS, expiryDays: 30, warningDays: 30 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, msg: '过期提醒天数必须小于密码有效期天数' })
    const en = await post(admin, '/update?lang=en', { ...SETTINGS, expiryDays: 30, warningDays: 30 })
    expect(en.json().msg).toBe('The expiry warning must be shorter than the password’s validity')
  })

  it('a refused update changes nothing and writes no audit row', async () => {
    const before = (await get(admin)).json().data
    const count = (await audits(A)).length
    await post(admin, '/update', { ...SETTINGS, minLength: 3 })
    await post(admin, '/update', { ...SETTINGS, expiryDays: 5, warningDays: 7 })
    await post(admin, '/bindCorpId', { corpId: '' })
    expect((await get(admin)).json().data).toEqual(before)
    expect(await audits(A)).toHaveLength(count)
  })

  it('bindCorpId: the corp id is 1 to 64 characters without surrounding spaces', async () => {
    const cases: [unknown, string][] = [
      ['', '企业ID长度不能少于1个字符'],
      ['w'.repeat(65), '企业ID长度不能超过64个字符'],
      [' ww12 ', '企业ID格式不正确'],
      [undefined, '企业ID不能为空'],
    ]
    for (const [corpId, msg] of cases) {
      const res = await post(admin, '/bindCorpId', { corpId })
      expect([corpId, res.statusCode, res.json().msg]).toEqual([corpId, 400, `参数校验失败：${msg}`])
    }
    expect((await post(admin, '/bindCorpId', { corpId: 'w'.repeat(64) })).statusCode).toBe(200)
  })

  it('403 for the clerk (no pwd_policy_view / pwd_policy_edit), 401 without a session', async () => {
    const view = await get(clerk)
    expect(view.statusCode).toBe(403)
    expect(view.json()).toMatchObject({ code: 403, msg: '您没有权限执行此操作：pwd_policy_view' })
    for (const [url, body] of [
      ['/update', STRICT],
      ['/bindCorpId', { corpId: 'ww1' }],
    ] as const) {
      const res = await post(clerk, url, body)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 403, msg: '您没有权限执行此操作：pwd_policy_edit' })
      expect((await app.inject({ method: 'POST', url: `${BASE}${url}`, payload: body })).statusCode).toBe(401)
    }
    expect((await app.inject({ url: `${BASE}/detail` })).statusCode).toBe(401)
  })

  it('a role holding only pwd_policy_view reads the policy but cannot change it', async () => {
    expect((await get(viewer)).statusCode).toBe(200)
    expect((await post(viewer, '/update', STRICT)).statusCode).toBe(403)
    expect((await post(viewer, '/bindCorpId', { corpId: 'ww1' })).statusCode).toBe(403)
  })

  it('the demo clerk of 100001 is refused too', async () => {
    const res = await get(await tokenFor(app, '100001', 'clerk'))
    expect(res.statusCode).toBe(403)
  })

  it('isolation: the other tenant still has the defaults and none of the first one’s audit rows', async () => {
    expect((await get(otherAdmin)).json().data).toEqual(DEFAULTS)
    expect(await audits(B)).toHaveLength(0)
    // …and its own change stays its own.
    await post(otherAdmin, '/update', { ...SETTINGS, minLength: 20 })
    expect((await get(otherAdmin)).json().data.minLength).toBe(20)
    expect((await get(admin)).json().data.minLength).not.toBe(20)
  })

  it('concurrent updates queue: all succeed and each audit row’s before is the previous row’s after', async () => {
    const start = (await audits(B)).length
    const results = await Promise.all(
      [6, 7, 9, 11, 13].map((minLength) => post(otherAdmin, '/update', { ...SETTINGS, minLength })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    const rows = (await audits(B)).slice(start - 1)
    expect(rows).toHaveLength(6)
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before).toEqual(rows[i - 1]!.after)
    expect((await get(otherAdmin)).json().data).toEqual(rows.at(-1)!.after)
  })
})
