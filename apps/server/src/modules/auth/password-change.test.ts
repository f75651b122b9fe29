import type { FastifyInstance } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { auth, buildTestApp, callTokenEndpoint, engineName, freshAddress } from '../../test/app'
import { createTenant, inTenant, TEST_PASSWORD, uniqueTenantId } from '../sms/test-tenant'
import { user } from '../user/schema'
import { loginFailure, session } from './schema'

const T = uniqueTenantId('pc')
const MODIFY = '/api/blade-auth/oauth/modify-password'
const UPDATE = '/api/blade-user/update-password'
const NEW_PASSWORD = 'Changed@2024'

/** Issue "Identity" 5 and spec §5 change-password: modify-password (signed out) and update-password. */
describe(`password change: modify-password and update-password (${engineName})`, () => {
  let app: FastifyInstance

  const signIn = (username: string, password: string) =>
    callTokenEndpoint(app, { grant_type: 'password', tenantId: T, username, password })
  const modify = (body: Record<string, unknown>, query = '') =>
    app.inject({
      method: 'POST',
      url: `${MODIFY}${query}`,
      remoteAddress: freshAddress(),
      payload: { tenantId: T, ...body },
    })
  const form = (username: string, oldPassword: string, newPassword = NEW_PASSWORD) => ({
    username,
    oldPassword,
    newPassword,
    newPassword1: newPassword,
  })
  const userRow = (account: string) =>
    inTenant(app, T, async (tx) => (await tx.select().from(user).where(eq(user.account, account)))[0]!)
  const liveSessions = (userId: string) =>
    inTenant(app, T, (tx) =>
      tx
        .select({ id: session.id })
        .from(session)
        .where(and(eq(session.userId, userId), isNull(session.revokedAt))),
    )
  const whoAmI = (token: string) => app.inject({ url: '/api/blade-auth/oauth/logout', headers: auth(token) })

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(app, T, [
      { account: 'eve' },
      { account: 'fay' },
      { account: 'gus' },
      { account: 'hal' },
      { account: 'ivy' },
      { account: 'jon' },
    ])
  })
  afterAll(() => app.close())

  describe('modify-password (login page)', () => {
    it('the spec’s messages: 请输入原密码, 请输入新密码, 请再次输入新密码, 两次输入密码不一致!', async () => {
      const before = await userRow('eve')
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'eve', newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD }, '请输入原密码'],
        [{ username: 'eve', oldPassword: TEST_PASSWORD, newPassword1: NEW_PASSWORD }, '请输入新密码'],
        [{ username: 'eve', oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, '请再次输入新密码'],
        [{ ...form('eve', TEST_PASSWORD), newPassword1: 'Other@2024x' }, '两次输入密码不一致!'],
      ]
      for (const [body, msg] of cases) {
        const res = await modify(body)
        expect([res.statusCode, res.json().msg]).toEqual([400, msg])
      }
      const en = await modify({ username: 'eve' }, '?lang=en')
      expect(en.json().msg).toBe('Please enter the current password')
      expect(await userRow('eve')).toEqual(before)
    })

    it('an unknown tenant answers 未查询到租户ID', async () => {
      const res = await modify({ ...form('eve', TEST_PASSWORD), tenantId: 'nosuch2' })
      expect(res.json().msg).toBe('未查询到租户ID')
    })

    it('success answers 修改密码成功!; the new password signs in (pwd_expired 0), the old one no more', async () => {
      await inTenant(app, T, (tx) =>
        tx.update(user).set({ mustChangePassword: 1 }).where(eq(user.account, 'eve')),
      )
      expect((await signIn('eve', TEST_PASSWORD)).json()).toMatchObject({ pwd_expired: 2 })
      const res = await modify(form('eve', TEST_PASSWORD))
      expect(res.json()).toEqual({ code: 200, success: true, data: true, msg: '修改密码成功!' })
      const after = await userRow('eve')
      expect(after.mustChangePassword).toBe(0)
      expect(after.password).toMatch(/^\$argon2id\$/)
      expect((await signIn('eve', NEW_PASSWORD)).json()).toMatchObject({ account: 'eve', pwd_expired: 0 })
      expect((await signIn('eve', TEST_PASSWORD)).json().error_description).toBe('用户名或密码不正确')
    })

    it('the policy’s rules and history apply', async () => {
      expect((await modify(form('fay', TEST_PASSWORD, 'short1A'))).json().msg).toBe('密码长度不能少于8位')
      expect((await modify(form('fay', TEST_PASSWORD, 'alllower123'))).json().msg).toBe(
        '密码必须包含大写字母',
      )
      expect((await modify(form('fay', TEST_PASSWORD, TEST_PASSWORD))).json().msg).toBe(
        '新密码不能与最近3次使用过的密码相同',
      )
      expect((await modify(form('fay', TEST_PASSWORD))).json().code).toBe(200)
      expect((await modify(form('fay', NEW_PASSWORD, TEST_PASSWORD))).json().msg).toBe(
        '新密码不能与最近3次使用过的密码相同',
      )
    })

    it('a wrong old password counts toward the lockout: after 5 the right one is refused as locked', async () => {
      const before = await userRow('gus')
      for (let i = 1; i <= 5; i++) {
        const res = await modify(form('gus', `Wrong@${i}xyz`))
        expect(res.json().msg).toBe('用户名或原密码不正确')
        const [failure] = await inTenant(app, T, (tx) =>
          tx.select().from(loginFailure).where(eq(loginFailure.account, 'gus')),
        )
        expect(failure!.failures).toBe(i)
      }
      const right = await modify(form('gus', TEST_PASSWORD))
      expect(right.statusCode).toBe(400)
      expect(right.json().msg).toBe('登录失败次数过多，账号已锁定，请30分钟后再试')
      expect((await signIn('gus', TEST_PASSWORD)).json().error_description).toMatch(/账号已锁定/)
      expect((await userRow('gus')).password).toBe(before.password)
    })

    it('an unknown account answers like a wrong password and counts too', async () => {
      const res = await modify(form('nobody', TEST_PASSWORD))
      expect(res.json().msg).toBe('用户名或原密码不正确')
      const [failure] = await inTenant(app, T, (tx) =>
        tx.select().from(loginFailure).where(eq(loginFailure.account, 'nobody')),
      )
      expect(failure!.failures).toBe(1)
    })

    it('a change ends the account’s sessions', async () => {
      const tokens = (await signIn('hal', TEST_PASSWORD)).json()
      expect((await modify(form('hal', TEST_PASSWORD))).json().code).toBe(200)
      expect((await whoAmI(tokens.access_token)).statusCode).toBe(401)
    })
  })

  describe('update-password (signed in)', () => {
    const update = (token: string, body: Record<string, unknown>) =>
      // Never the default 127.0.0.1: a wrong old password counts a failure for the IP, and on PostgreSQL
      // the other test files share the IP table.
      app.inject({
        method: 'POST',
        url: UPDATE,
        remoteAddress: freshAddress(),
        headers: auth(token),
        payload: body,
      })

    it('needs a session', async () => {
      const res = await app.inject({ method: 'POST', url: UPDATE, payload: form('ivy', TEST_PASSWORD) })
      expect(res.statusCode).toBe(401)
    })

    it('the same messages and rules as modify-password', async () => {
      const { access_token } = (await signIn('ivy', TEST_PASSWORD)).json()
      const cases: [Record<string, unknown>, string][] = [
        [{ newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD }, '请输入原密码'],
        [{ oldPassword: TEST_PASSWORD, newPassword1: NEW_PASSWORD }, '请输入新密码'],
        [{ oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, '请再次输入新密码'],
        [{ oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPassword1: 'x' }, '两次输入密码不一致!'],
        [
          { oldPassword: 'Wrong@12345', newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD },
          '用户名或原密码不正确',
        ],
        [{ oldPassword: TEST_PASSWORD, newPassword: 'short', newPassword1: 'short' }, '密码长度不能少于8位'],
        [
          { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, newPassword1: TEST_PASSWORD },
          '新密码不能与最近3次使用过的密码相同',
        ],
      ]
      for (const [body, msg] of cases) {
        const res = await update(access_token, body)
        expect([res.statusCode, res.json().msg]).toEqual([400, msg])
      }
      const [failure] = await inTenant(app, T, (tx) =>
        tx.select().from(loginFailure).where(eq(loginFailure.account, 'ivy')),
      )
      expect(failure!.failures).toBe(1)
    })

    it('keeps the current session and ends the user’s other sessions', async () => {
      const here = (await signIn('jon', TEST_PASSWORD)).json()
      const elsewhere = (await signIn('jon', TEST_PASSWORD)).json()
      const third = (await signIn('jon', TEST_PASSWORD)).json()
      const jon = await userRow('jon')
      expect(await liveSessions(jon.id)).toHaveLength(3)

      const res = await update(here.access_token, {
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        newPassword1: NEW_PASSWORD,
      })
      expect(res.json()).toEqual({ code: 200, success: true, data: true, msg: '修改密码成功!' })
      expect(await liveSessions(jon.id)).toHaveLength(1)
      for (const other of [elsewhere, third]) expect((await whoAmI(other.access_token)).statusCode).toBe(401)
      const refresh = await callTokenEndpoint(app, {
        grant_type: 'refresh_token',
        tenantId: T,
        refresh_token: elsewhere.refresh_token,
      })
      expect(refresh.statusCode).toBe(400)
      expect((await whoAmI(here.access_token)).statusCode).toBe(200)
    })
  })
})
