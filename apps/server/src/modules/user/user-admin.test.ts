import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { jwtVerify } from 'jose'
import { DATA_SCOPE_TYPE, SCOPE_CATEGORY } from '@store/contract'
import { DEFAULT_POLICY } from '../auth/password-policy'
import { passwordProblem } from '../auth/password-rules'
import { seedRoles } from '../access'
import { dataScope, role, roleScope } from '../access/schema'
import { auditLog } from '../../core/audit/schema'
import { verifyPassword } from '../../core/passwords'
import { auth, buildTestApp, callTokenEndpoint, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { dbToolsKey, DB_TOOLS_AUDIENCE } from './db-tools-token'
import { user, userRole } from './schema'

const USERS = '/api/blade-user'
const DEPTS = '/api/blade-system/dept'

interface UserRecord {
  id: string
  account: string
  realName: string
  deptId: string | null
  roleIds: string[]
  postIds: string[]
  status: number
  mustChangePassword: number
  initialPassword?: string
}

/** spec §7 Users; §5 Phone. */
describe(`user administration (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  let clerkRole: string
  let adminRole: string

  const submit = (payload: object, token = admin, lang = 'zh_CN') =>
    calls.post(token, `${USERS}/submit?lang=${lang}`, payload)
  const newUser = async (stem: string, extra: object = {}) => {
    const res = await submit({
      account: calls.name(stem),
      realName: stem,
      phone: calls.phone(),
      roleIds: [clerkRole],
      ...extra,
    })
    expect(res.statusCode).toBe(200)
    return res.json().data as UserRecord
  }
  const dept = async (deptName: string, parentId = '0') => {
    const res = await calls.post(admin, `${DEPTS}/submit`, { deptName: calls.name(deptName), parentId })
    expect(res.statusCode).toBe(200)
    return res.json().data.id as string
  }
  const login = (tenantId: string, username: string, password: string) =>
    callTokenEndpoint(app, {
      grant_type: 'password',
      tenantId,
      username,
      password,
    })
  const row = async (id: string) => {
    const [found] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(user).where(eq(user.id, id)),
    )
    return found!
  }
  /** A user who has changed the initial password: they can sign in with `password`. */
  const activeUser = async (stem: string, password = 'Start@2024x') => {
    const created = await newUser(stem, { password })
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.update(user).set({ mustChangePassword: 0 }).where(eq(user.id, created.id)),
    )
    return created
  }

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerkRole = await calls.roleId('100001', 'clerk')
    adminRole = await calls.roleId('100001', 'administrator')
  })
  afterAll(() => app.close())

  it('page with deptId lists the users of that department and every department below it, never a password', async () => {
    const top = await dept('page-top')
    const mid = await dept('page-mid', top)
    const low = await dept('page-low', mid)
    const other = await dept('page-other')
    const inTop = await newUser('page-u-top', { deptId: top })
    const inMid = await newUser('page-u-mid', { deptId: mid })
    const inLow = await newUser('page-u-low', { deptId: low })
    await newUser('page-u-other', { deptId: other })
    const ids = async (query: string) => {
      const res = await calls.get(admin, `${USERS}/page?current=1&size=50&${query}`)
      expect(res.statusCode).toBe(200)
      return (res.json().data.records as UserRecord[]).map((r) => r.id).sort()
    }
    expect(await ids(`deptId=${mid}`)).toEqual([inMid.id, inLow.id].sort())
    expect(await ids(`deptId=${top}`)).toEqual([inTop.id, inMid.id, inLow.id].sort())
    expect(await ids(`deptId=${low}`)).toEqual([inLow.id])
    expect(await ids(`deptId=${top}&realName=page-u-mi`)).toEqual([inMid.id])
    expect(await ids(`deptId=${top}&account=${calls.name('page-u-low')}`)).toEqual([inLow.id])

    const page = await calls.get(admin, `${USERS}/page?current=1&size=2&deptId=${top}`)
    const body = page.json().data
    expect(body).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 })
    expect(body.records).toHaveLength(2)
    expect(page.body).not.toMatch(/password|\$argon2/)
    expect(body.records[0]).toMatchObject({
      deptName: expect.stringContaining('page-'),
      roleName: '门店店员',
    })
  })

  it('page keeps to the caller’s data scope: department and below sees only the users under its department', async () => {
    const top = await dept('scope-top')
    const mid = await dept('scope-mid', top)
    const inMid = await newUser('scope-u-mid', { deptId: mid })
    const outside = await newUser('scope-u-out', { deptId: await dept('scope-out') })
    const scopedRole = await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const roles = await seedRoles(tx, app.ids, [
        { alias: calls.name('scoped'), name: '部门主管', codes: ['user_view'] },
      ])
      const roleId = roles.get(calls.name('scoped'))!
      const scopeId = app.ids.next()
      await tx.insert(dataScope).values({
        id: scopeId,
        menuId: '0',
        resourceCode: 'user',
        scopeName: '本部门及以下',
        scopeType: DATA_SCOPE_TYPE.deptAndBelow,
      })
      await tx.insert(roleScope).values({ roleId, scopeCategory: SCOPE_CATEGORY.data, scopeId })
      return roleId
    })
    const head = await activeUser('scope-head')
    await calls.post(admin, `${USERS}/update`, {
      id: head.id,
      account: head.account,
      realName: head.realName,
      phone: (await row(head.id)).phone,
      deptId: top,
      roleIds: [scopedRole],
    })
    const token = (await login('100001', head.account, 'Start@2024x')).json().access_token
    const seen = (await calls.get(token, `${USERS}/page?size=1000`))
      .json()
      .data.records.map((r: UserRecord) => r.id)
    expect(seen.sort()).toEqual([head.id, inMid.id].sort())
    expect(seen).not.toContain(outside.id)
    const all = (await calls.get(admin, `${USERS}/page?size=1000&deptId=${top}`)).json().data.total
    expect(all).toBe(2)
  })

  it('submit creates a user with a generated initial password that meets the policy, must be changed, and is answered once', async () => {
    const created = await newUser('fresh')
    expect(created.mustChangePassword).toBe(1)
    expect(passwordProblem(DEFAULT_POLICY, created.initialPassword!)).toBeUndefined()
    const stored = await row(created.id)
    expect(stored.password).not.toBe(created.initialPassword)
    expect(await verifyPassword(stored.password, created.initialPassword!)).toBe(true)
    const detail = (await calls.get(admin, `${USERS}/detail?id=${created.id}`)).json().data
    expect(detail.initialPassword).toBeUndefined()
    expect(detail.roleIds).toEqual([clerkRole])

    const signIn = await login('100001', created.account, created.initialPassword!)
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json()).toMatchObject({ pwd_expired: 2, error_description: '首次登录请修改初始密码' })
    const [audit] = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.recordIds, created.id)),
    )
    expect(audit).toMatchObject({ resource: 'user', action: 'insert' })
    expect(JSON.stringify(audit!.after)).not.toContain(created.initialPassword!)
  })

  it('an initial password chosen by the administrator must meet the policy', async () => {
    const weak = await submit({
      account: calls.name('weak'),
      realName: 'weak',
      phone: calls.phone(),
      roleIds: [clerkRole],
      password: 'short',
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().msg).toBe('密码长度不能少于8位')
  })

  it('accounts are unique per tenant; the same account may exist in another tenant', async () => {
    const first = await newUser('twin')
    const again = await submit({
      account: first.account,
      realName: 'x',
      phone: calls.phone(),
      roleIds: [clerkRole],
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().msg).toBe(`当前用户[${first.account}]已存在!`)
    const elsewhere = await submit(
      {
        account: first.account,
        realName: 'x',
        phone: calls.phone(),
        roleIds: [await calls.roleId('100002', 'administrator')],
      },
      otherAdmin,
    )
    expect(elsewhere.statusCode).toBe(200)
  })

  it('phone follows spec §5 in the caller’s language, and one number belongs to one account', async () => {
    const base = { account: calls.name('phone'), realName: 'phone', roleIds: [clerkRole] }
    expect((await submit({ ...base, phone: '' })).json().msg).toBe('手机号码不能为空')
    expect((await submit(base)).json().msg).toBe('手机号码不能为空')
    expect((await submit({ ...base, phone: '1380013800' })).json().msg).toBe('手机号码长度不为11位')
    expect((await submit({ ...base, phone: '2380013800a' })).json().msg).toBe('手机号码格式不正确')
    expect((await submit({ ...base, phone: '1380013800' }, admin, 'en')).json().msg).toBe(
      'The mobile number must have 11 digits',
    )
    expect((await submit({ ...base, phone: '2380013800a' }, admin, 'zh_HK')).json().msg).toBe(
      '手機號碼格式不正確',
    )
    const taken = await newUser('phone-owner')
    const stored = await row(taken.id)
    const dup = await submit({ ...base, phone: stored.phone })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().msg).toBe('该手机号已被其他账号绑定')
  })

  it('roles, department and posts must exist in the tenant; at least one role', async () => {
    const noRole = await submit({
      account: calls.name('norole'),
      realName: 'n',
      phone: calls.phone(),
      roleIds: [],
    })
    expect(noRole.json().msg).toBe('请选择所属角色')
    const foreignRole = await calls.roleId('100002', 'administrator')
    const foreign = await submit({
      account: calls.name('foreign'),
      realName: 'n',
      phone: calls.phone(),
      roleIds: [foreignRole],
    })
    expect(foreign.json().msg).toBe('所选角色不存在或不属于当前租户')
    const badDept = await submit({
      account: calls.name('baddept'),
      realName: 'n',
      phone: calls.phone(),
      roleIds: [clerkRole],
      deptId: '999999999',
    })
    expect(badDept.json().msg).toBe('所属部门不存在')
    const badPost = await submit({
      account: calls.name('badpost'),
      realName: 'n',
      phone: calls.phone(),
      roleIds: [clerkRole],
      postIds: ['999999999'],
    })
    expect(badPost.json().msg).toBe('所选岗位不存在或不属于当前租户')
    const rows = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select()
        .from(user)
        .where(inArray(user.account, ['norole', 'foreign', 'baddept', 'badpost'].map(calls.name))),
    )
    expect(rows).toEqual([])
  })

  it('update changes the fields, department and posts without touching the password; update requires an id', async () => {
    const d = await dept('upd')
    const postRes = await calls.post(admin, '/api/blade-system/post/submit', {
      postCode: calls.name('upd-post'),
      postName: '更新岗位',
    })
    const postId = postRes.json().data.id
    const created = await newUser('upd')
    const before = await row(created.id)
    const res = await calls.post(admin, `${USERS}/update`, {
      id: created.id,
      account: created.account,
      realName: '改名了',
      phone: before.phone,
      deptId: d,
      postIds: [postId],
      deptName: 'echoed and ignored',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      realName: '改名了',
      deptId: d,
      postIds: [postId],
      postName: '更新岗位',
    })
    expect((await row(created.id)).password).toBe(before.password)
    const noId = await calls.post(admin, `${USERS}/update`, {
      account: 'x',
      realName: 'x',
      phone: calls.phone(),
    })
    expect(noId.statusCode).toBe(400)
  })

  it('reset-password issues a new initial password, forces a change, and ends the user’s sessions', async () => {
    const u = await activeUser('reset')
    const signedIn = await login('100001', u.account, 'Start@2024x')
    expect(signedIn.statusCode).toBe(200)
    const oldToken = signedIn.json().access_token
    expect(
      (await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(oldToken) })).statusCode,
    ).toBe(200)

    const res = await calls.post(admin, `${USERS}/reset-password?userIds=${u.id}`)
    expect(res.statusCode).toBe(200)
    const [issued] = res.json().data
    expect(issued).toMatchObject({ userId: u.id, account: u.account })
    expect(passwordProblem(DEFAULT_POLICY, issued.password)).toBeUndefined()

    expect(
      (await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(oldToken) })).statusCode,
    ).toBe(401)
    const fresh = await login('100001', u.account, issued.password)
    expect(fresh.json()).toMatchObject({ pwd_expired: 2 })
    expect((await row(u.id)).mustChangePassword).toBe(1)
    expect((await login('100001', u.account, 'Start@2024x')).json().error_description).toBe(
      '用户名或密码不正确',
    )
  })

  it('grant replaces the roles of every user in one go; a role not of the tenant changes nothing', async () => {
    const extra = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      seedRoles(tx, app.ids, [{ alias: calls.name('grant-extra'), name: '额外角色' }]),
    )
    const extraRole = extra.get(calls.name('grant-extra'))!
    const a = await newUser('grant-a')
    const b = await newUser('grant-b')
    const res = await calls.post(admin, `${USERS}/grant?userIds=${a.id},${b.id}&roleIds=${extraRole}`)
    expect(res.statusCode).toBe(200)
    const links = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx
        .select()
        .from(userRole)
        .where(inArray(userRole.userId, [a.id, b.id])),
    )
    expect(links.map((l) => [l.userId, l.roleId]).sort()).toEqual(
      [
        [a.id, extraRole],
        [b.id, extraRole],
      ].sort(),
    )
    const foreign = await calls.roleId('100002', 'administrator')
    const refused = await calls.post(admin, `${USERS}/grant?userIds=${a.id}&roleIds=${clerkRole},${foreign}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().msg).toBe('所选角色不存在或不属于当前租户')
    expect((await calls.get(admin, `${USERS}/detail?id=${a.id}`)).json().data.roleIds).toEqual([extraRole])
  })

  it('only an administrator grants the administrator role or manages an administrator’s account', async () => {
    const managerRole = await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const roles = await seedRoles(tx, app.ids, [
        {
          alias: calls.name('user-manager'),
          name: '用户管理员',
          codes: ['user_view', 'user_add', 'user_edit', 'user_reset', 'user_grant'],
        },
      ])
      return roles.get(calls.name('user-manager'))!
    })
    const manager = await activeUser('manager')
    await calls.post(admin, `${USERS}/grant?userIds=${manager.id}&roleIds=${managerRole}`)
    const token = (await login('100001', manager.account, 'Start@2024x')).json().access_token
    const plain = await newUser('managed')

    const escalate = await calls.post(token, `${USERS}/grant?userIds=${plain.id}&roleIds=${adminRole}`)
    expect(escalate.statusCode).toBe(403)
    expect(escalate.json().msg).toBe('只有管理员可以授予管理员角色')
    const adminId = (await calls.get(admin, `${USERS}/page?account=admin&size=50`))
      .json()
      .data.records.find((r: UserRecord) => r.account === 'admin').id
    const takeover = await calls.post(token, `${USERS}/reset-password?userIds=${adminId}`)
    expect(takeover.statusCode).toBe(403)
    expect(takeover.json().msg).toBe('只有管理员可以修改、重置、停用或删除管理员账号')
    expect((await calls.post(token, `${USERS}/reset-password?userIds=${plain.id}`)).statusCode).toBe(200)
  })

  it('remove is logical and never removes yourself; a removed user’s sessions end', async () => {
    const u = await activeUser('removed')
    const token = (await login('100001', u.account, 'Start@2024x')).json().access_token
    const adminSelf = (await app.tokens.verify(admin))!.userId
    const self = await calls.post(admin, `${USERS}/remove?ids=${adminSelf}`)
    expect(self.statusCode).toBe(400)
    expect(self.json().msg).toBe('不能删除当前登录用户')
    expect((await calls.post(admin, `${USERS}/remove?ids=${u.id}`)).statusCode).toBe(200)
    expect((await row(u.id)).isDeleted).toBe(1)
    expect((await calls.get(admin, `${USERS}/detail?id=${u.id}`)).json().code).toBe(404)
    expect(
      (await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(token) })).statusCode,
    ).toBe(401)
  })

  it('status disables (ending sessions, refusing sign-in) and enables users; never disables yourself', async () => {
    const u = await activeUser('status')
    const token = (await login('100001', u.account, 'Start@2024x')).json().access_token
    expect((await calls.post(admin, `${USERS}/status?ids=${u.id}&status=0`)).statusCode).toBe(200)
    expect(
      (await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(token) })).statusCode,
    ).toBe(401)
    expect((await login('100001', u.account, 'Start@2024x')).json().error_description).toBe(
      '用户已被禁用，请联系管理员',
    )
    expect((await calls.post(admin, `${USERS}/status?ids=${u.id}&status=1`)).statusCode).toBe(200)
    expect((await login('100001', u.account, 'Start@2024x')).statusCode).toBe(200)
    const adminSelf = (await app.tokens.verify(admin))!.userId
    const self = await calls.post(admin, `${USERS}/status?ids=${adminSelf}&status=0&lang=en`)
    expect(self.json().msg).toBe('You cannot disable the account you are signed in with')
  })

  it('verifyUserDept says whether the signed-in user has a department, and which', async () => {
    const d = await dept('verify')
    const placed = await activeUser('verify-in', 'Start@2024x')
    await calls.post(admin, `${USERS}/update`, {
      id: placed.id,
      account: placed.account,
      realName: placed.realName,
      phone: (await row(placed.id)).phone,
      deptId: d,
    })
    const token = (await login('100001', placed.account, 'Start@2024x')).json().access_token
    const inDept = (
      await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(token) })
    ).json().data
    expect(inDept).toMatchObject({ hasDept: true, deptId: d, deptName: calls.name('verify') })
    const loose = await activeUser('verify-out', 'Start@2024x')
    const looseToken = (await login('100001', loose.account, 'Start@2024x')).json().access_token
    const none = (
      await app.inject({ url: `${USERS}/userExtend/verifyUserDept`, headers: auth(looseToken) })
    ).json().data
    expect(none).toEqual({ hasDept: false, deptId: null, deptName: '', ancestors: '' })
  })

  it('getDBToolsToken: a five-minute token for the DB tools only, to holders of db_tools_view', async () => {
    const res = await calls.get(admin, `${USERS}/user/getDBToolsToken`)
    expect(res.statusCode).toBe(200)
    const { token, expiresIn, audience } = res.json().data
    expect([expiresIn, audience]).toEqual([300, DB_TOOLS_AUDIENCE])
    const { payload } = await jwtVerify(token, dbToolsKey(app.config.jwtSecret), {
      audience: DB_TOOLS_AUDIENCE,
    })
    const session = (await app.tokens.verify(admin))!
    expect(payload).toMatchObject({ sub: session.userId, tenant_id: '100001', scope: 'db_tools' })
    expect(payload.exp! - payload.iat!).toBe(300)
    expect((await app.inject({ url: `${USERS}/page`, headers: auth(token) })).statusCode).toBe(401)
    expect((await calls.get(clerk, `${USERS}/user/getDBToolsToken`)).statusCode).toBe(403)
  })

  it('the clerk of 100001 is refused every user administration route', async () => {
    const target = await newUser('clerk-target')
    const refused = [
      await calls.get(clerk, `${USERS}/page`),
      await calls.get(clerk, `${USERS}/detail?id=${target.id}`),
      await submit(
        { account: calls.name('by-clerk'), realName: 'c', phone: calls.phone(), roleIds: [clerkRole] },
        clerk,
      ),
      await calls.post(clerk, `${USERS}/update`, { id: target.id, account: target.account, realName: 'c' }),
      await calls.post(clerk, `${USERS}/remove?ids=${target.id}`),
      await calls.post(clerk, `${USERS}/reset-password?userIds=${target.id}`),
      await calls.post(clerk, `${USERS}/grant?userIds=${target.id}&roleIds=${clerkRole}`),
      await calls.post(clerk, `${USERS}/status?ids=${target.id}&status=0`),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403))
    expect((await row(target.id)).status).toBe(1)
  })

  it('the administrator of 100002 sees and touches none of 100001’s users', async () => {
    const mine = await newUser('isolated')
    const theirs = await calls.get(otherAdmin, `${USERS}/page?size=1000`)
    expect(theirs.statusCode).toBe(200)
    const records = theirs.json().data.records as (UserRecord & { tenantId: string })[]
    expect(records.every((r) => r.tenantId === '100002')).toBe(true)
    expect(records.some((r) => r.id === mine.id)).toBe(false)
    expect((await calls.get(otherAdmin, `${USERS}/detail?id=${mine.id}`)).json().code).toBe(404)
    expect((await calls.post(otherAdmin, `${USERS}/reset-password?userIds=${mine.id}`)).json().code).toBe(404)
    expect((await calls.post(otherAdmin, `${USERS}/remove?ids=${mine.id}`)).json().code).toBe(404)
    expect((await row(mine.id)).isDeleted).toBe(0)
    const otherRole = (await app.db.withTenant({ tenantId: '100002' }, (tx) => tx.select().from(role)))[0]!.id
    expect(
      (await calls.post(otherAdmin, `${USERS}/grant?userIds=${mine.id}&roleIds=${otherRole}`)).json().code,
    ).toBe(404)
  })
})
