import type { FastifyInstance } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { createTestTenant, testTenantId } from '../social/test-tenant'
import { role } from '../access/schema'
import { dict } from '../dict/schema'
import { tenant } from '../tenant/schema'
import { user } from './schema'

/** long past: with the default 90-day policy this password has expired */
const CHANGED_AT = new Date('2020-01-02T03:04:05Z')

/** issue 3 item 8, self-service: user-info, clear-cache, info, personalCenter, update-info. */
describe(`self-service user endpoints (${engineName})`, () => {
  const T = testTenantId('us')
  let app: FastifyInstance
  let ids: Map<string, string>
  let admin: string
  let clerk: string

  const get = (token: string | null, url: string) => app.inject({ url, headers: token ? auth(token) : {} })
  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: auth(token), payload })
  const row = async (account: string) => {
    const [u] = await app.db.withTenant({ tenantId: T }, (tx) =>
      tx.select().from(user).where(eq(user.account, account)),
    )
    return u!
  }
  const setTimeZone = (timeZone: string) =>
    app.db.withSystem((tx) => tx.update(tenant).set({ timeZone }).where(eq(tenant.tenantId, T)))

  beforeAll(async () => {
    app = await buildTestApp()
    ids = await createTestTenant(app, T, [
      { account: 'boss', role: 'admin' },
      { account: 'clerk', role: 'clerk' },
    ])
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .update(user)
        .set({ passwordChangedAt: CHANGED_AT, phone: '13900001111' })
        .where(eq(user.account, 'clerk')),
    )
    admin = await tokenFor(app, T, 'boss')
    clerk = await tokenFor(app, T, 'clerk')
  })
  afterAll(() => app?.close())

  it('user-info: spec §3 User info of the session, its role names and permission codes, and no token', async () => {
    const res = await get(clerk, '/api/blade-auth/oauth/user-info')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toEqual({
      user_id: ids.get('clerk'),
      user_name: 'clerk',
      real_name: 'clerk real',
      tenant_id: T,
      role_id: expect.stringMatching(/^\d+$/),
      dept_id: null,
      account: 'clerk',
      avatar: '',
      role_name: '店员',
      permissions: [],
      all_permissions: false,
    })
    expect(JSON.stringify(res.json())).not.toMatch(/access_token|bearer/i)
    const boss = (await get(admin, '/api/blade-auth/oauth/user-info')).json().data
    expect(boss).toMatchObject({ account: 'boss', role_name: '管理员', all_permissions: true })
  })

  it('every self-service route needs a signed-in user', async () => {
    for (const url of [
      '/api/blade-auth/oauth/user-info',
      '/api/blade-auth/oauth/clear-cache',
      '/api/blade-user/info',
      '/api/blade-user/user/info',
      '/api/blade-user/personalCenter',
    ]) {
      expect((await get(null, url)).statusCode).toBe(401)
    }
    const update = await app.inject({
      method: 'POST',
      url: '/api/blade-user/update-info',
      payload: { name: 'x' },
    })
    expect(update.statusCode).toBe(401)
  })

  it('info, user/info and personalCenter: my profile record, the password date in the tenant’s time zone', async () => {
    const expected = {
      id: ids.get('clerk'),
      tenantId: T,
      account: 'clerk',
      name: 'clerk',
      realName: 'clerk real',
      phone: '13900001111',
      email: null,
      avatar: null,
      deptId: null,
      roles: [{ id: expect.any(String), name: '店员', alias: 'clerk' }],
      status: 1,
      passwordChangedAt: '2020-01-02 11:04:05',
    }
    for (const url of [
      '/api/blade-user/info',
      '/api/blade-user/user/info',
      '/api/blade-user/personalCenter',
    ]) {
      const res = await get(clerk, url)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ code: 200, success: true, msg: '操作成功', data: expected })
    }
  })

  it('a clerk sees only their own record: there is no parameter to name another user', async () => {
    const other = await get(clerk, `/api/blade-user/info?id=${ids.get('boss')}`)
    expect(other.statusCode).toBe(400)
    expect(other.json().msg).toBe('参数校验失败：不支持的参数：id')
    const update = await post(clerk, '/api/blade-user/update-info', { id: ids.get('boss'), name: 'hijack' })
    expect(update.json().msg).toBe('参数校验失败：不支持的参数：id')
    expect((await row('boss')).name).toBe('boss')
    expect((await row('clerk')).name).toBe('clerk')
  })

  it('personalCenter/update: changes the fields sent, answers the profile and writes one audit row', async () => {
    const res = await post(clerk, '/api/blade-user/personalCenter/update', {
      name: '小王',
      email: 'wang@example.com',
      avatar: 'https://img.example.com/a.png',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      name: '小王',
      realName: 'clerk real',
      email: 'wang@example.com',
      avatar: 'https://img.example.com/a.png',
    })
    expect(await row('clerk')).toMatchObject({ name: '小王', updateUser: ids.get('clerk') })
    const audits = await app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'user'), eq(auditLog.recordIds, ids.get('clerk')!)))
        .orderBy(asc(auditLog.id)),
    )
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'update',
      userId: ids.get('clerk'),
      before: { name: 'clerk', email: null, avatar: null },
      after: { name: '小王', email: 'wang@example.com', avatar: 'https://img.example.com/a.png' },
    })
  })

  it('update-info is the same update: an ftp avatar is fine, an empty email clears it', async () => {
    const res = await post(clerk, '/api/blade-user/update-info', {
      realName: '王小二',
      email: '',
      avatar: 'ftp://files.example.com/me.jpg',
    })
    expect(res.json().data).toMatchObject({
      realName: '王小二',
      email: null,
      avatar: 'ftp://files.example.com/me.jpg',
    })
    expect((await get(clerk, '/api/blade-user/personalCenter')).json().data.realName).toBe('王小二')
  })

  it('bad profile input: a clear message naming the field, in the caller’s language, and no change', async () => {
    const before = await row('clerk')
    const cases: [object, string][] = [
      [{ email: 'not-an-email' }, '参数校验失败：邮箱格式不正确'],
      [{ avatar: 'javascript:alert(1)' }, '参数校验失败：头像格式不正确'],
      [{ avatar: 'https://' }, '参数校验失败：头像格式不正确'],
      [{ name: 'x'.repeat(65) }, '参数校验失败：昵称长度不能超过64个字符'],
      [{ realName: '' }, '参数校验失败：真实姓名长度不能少于1个字符'],
      [{ realName: ' padded ' }, '参数校验失败：真实姓名格式不正确'],
      [{ email: `${'a'.repeat(250)}@example.com` }, '参数校验失败：邮箱长度不能超过255个字符'],
      [{ phone: '13800000000' }, '手机号码不能在此修改，请通过绑定手机修改'],
      [{}, '没有需要修改的内容'],
    ]
    for (const [body, msg] of cases) {
      const res = await post(clerk, '/api/blade-user/personalCenter/update', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe(msg)
    }
    const en = await post(clerk, '/api/blade-user/update-info?lang=en', { email: 'nope' })
    expect(en.json().msg).toBe('Invalid request: Email has an invalid format')
    expect(await row('clerk')).toEqual(before)
  })

  it('clear-cache: 清除完毕 in each language; a changed time zone, role and dictionary then show at once', async () => {
    const profileTime = async () => (await get(clerk, '/api/blade-user/info')).json().data.passwordChangedAt
    const isAll = async () =>
      (await get(admin, '/api/blade-auth/oauth/user-info')).json().data.all_permissions
    expect(await profileTime()).toBe('2020-01-02 11:04:05')
    expect(await isAll()).toBe(true)
    await setTimeZone('UTC')
    const setAlias = (from: string, to: string) =>
      app.db.withTenant({ tenantId: T }, (tx) =>
        tx.update(role).set({ roleAlias: to }).where(eq(role.roleAlias, from)),
      )
    await setAlias('administrator', 'former_admin')
    const label = async () => (await app.dictionaries.itemsOf(T, 'shelf', 'zh_CN')).map((i) => i.dictValue)
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .insert(dict)
        .values({ id: app.ids.next(), parentId: '1', code: 'shelf', dictKey: 'a', dictValue: '甲' }),
    )
    expect(await label()).toEqual(['甲'])
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx.update(dict).set({ dictValue: '乙' }).where(eq(dict.code, 'shelf')),
    )
    try {
      expect(await profileTime()).toBe('2020-01-02 11:04:05')
      expect(await isAll()).toBe(true)
      expect(await label()).toEqual(['甲'])
      const res = await get(clerk, '/api/blade-auth/oauth/clear-cache')
      expect(res.json()).toEqual({ code: 200, success: true, data: true, msg: '清除完毕' })
      expect(await profileTime()).toBe('2020-01-02 03:04:05')
      expect(await isAll()).toBe(false)
      expect(await label()).toEqual(['乙'])
      expect((await get(clerk, '/api/blade-auth/oauth/clear-cache?lang=zh_HK')).json().msg).toBe('清除完畢')
      expect((await get(clerk, '/api/blade-auth/oauth/clear-cache?lang=en')).json().msg).toBe('Cache cleared')
    } finally {
      await setTimeZone('Asia/Shanghai')
      await setAlias('former_admin', 'administrator')
    }
  })
})
