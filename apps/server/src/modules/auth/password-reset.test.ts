import type { FastifyInstance } from 'fastify'
import { and, desc, eq, sql } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, callTokenEndpoint, engineName } from '../../test/app'
import {
  ageCodes,
  createTenant,
  inTenant,
  lastSentCode,
  TEST_PASSWORD,
  uniqueTenantId,
} from '../sms/test-tenant'
import { user } from '../user/schema'
import { resetTicket } from '../sms/schema'
import { loginFailure, passwordHistory, passwordPolicy } from './schema'

const T = uniqueTenantId('rp')
const RESET = '/api/blade-user/resetPwd'
const NEW_PASSWORD = 'Fresh@2024x'

/** Issue "Identity" 5: reset by SMS, sendValidCodeToMobile → checkSmsCode → resetPwd. */
describe(`resetPwd: a forgotten password reset by SMS (${engineName})`, () => {
  let app: FastifyInstance

  const signIn = (username: string, password: string) =>
    callTokenEndpoint(app, { grant_type: 'password', tenantId: T, username, password })
  /** sendValidCodeToMobile → checkSmsCode: a fresh validateToken for the number. */
  const ticketFor = async (phone: string) => {
    await ageCodes(app, T, phone)
    const sent = await app.inject({
      method: 'POST',
      url: '/api/blade-user/assets/sendValidCodeToMobile',
      headers: { 'tenant-id': T },
      payload: { mobile: phone, type: 1 },
    })
    expect(sent.json().code).toBe(200)
    const checked = await app.inject({
      method: 'POST',
      url: '/api/blade-resource/sendSms/checkSmsCode',
      payload: { phone, tenantId: T, type: 1, code: await lastSentCode(app, T, phone) },
    })
    return checked.json().data.validateToken as string
  }
  const reset = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: RESET, payload: { tenantId: T, ...body } })
  const userRow = (account: string) =>
    inTenant(app, T, async (tx) => (await tx.select().from(user).where(eq(user.account, account)))[0]!)

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(app, T, [
      { account: 'amy', phone: '13700000001' },
      { account: 'bob', phone: '13700000002' },
      { account: 'cat', phone: '13700000003' },
      { account: 'dan', phone: '13700000004' },
      { account: 'twin1', phone: '13700000009' },
      { account: 'twin2', phone: '13700000009' },
    ])
  })
  afterAll(() => app.close())

  it('the form’s messages: 请输入新密码, 请再次输入新密码, 两次输入密码不一致!, and the spec’s phone messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ repeatPwd: NEW_PASSWORD, phone: '13700000001', validateToken: 'x' }, '请输入新密码'],
      [{ pwd: NEW_PASSWORD, phone: '13700000001', validateToken: 'x' }, '请再次输入新密码'],
      [
        { pwd: NEW_PASSWORD, repeatPwd: 'Other@2024x', phone: '13700000001', validateToken: 'x' },
        '两次输入密码不一致!',
      ],
      [{ pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD, validateToken: 'x' }, '手机号码不能为空'],
      [
        { pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD, phone: '137', validateToken: 'x' },
        '手机号码长度不为11位',
      ],
      [
        { pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD, phone: '03700000001', validateToken: 'x' },
        '手机号码格式不正确',
      ],
      [
        { pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD, phone: '13700000001' },
        '重置密码凭证无效或已过期，请重新获取验证码',
      ],
      [
        { pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD, phone: '13700000001', validateToken: 'made-up' },
        '重置密码凭证无效或已过期，请重新获取验证码',
      ],
    ]
    for (const [body, msg] of cases) {
      const res = await reset(body)
      expect([res.statusCode, res.json().msg]).toEqual([400, msg])
    }
  })

  it('a ticket is bound to its number and its tenant', async () => {
    const ticket = await ticketFor('13700000002')
    const otherPhone = await reset({
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: ticket,
      phone: '13700000001',
    })
    expect(otherPhone.json().msg).toBe('重置密码凭证无效或已过期，请重新获取验证码')
    const otherTenant = await reset({
      tenantId: '100002',
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: ticket,
      phone: '13700000002',
    })
    expect(otherTenant.json().msg).toBe('重置密码凭证无效或已过期，请重新获取验证码')
    const right = await reset({
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: ticket,
      phone: '13700000002',
    })
    expect(right.json()).toMatchObject({ code: 200, success: true })
  })

  it('an expired ticket is refused', async () => {
    const ticket = await ticketFor('13700000003')
    await inTenant(app, T, (tx) =>
      tx
        .update(resetTicket)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(resetTicket.phone, '13700000003')),
    )
    const res = await reset({
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: ticket,
      phone: '13700000003',
    })
    expect(res.json().msg).toBe('重置密码凭证无效或已过期，请重新获取验证码')
  })

  it('the policy’s rules and history apply; a refused password leaves the ticket usable', async () => {
    const before = await userRow('cat')
    const ticket = await ticketFor('13700000003')
    const body = { validateToken: ticket, phone: '13700000003' }
    const short = await reset({ ...body, pwd: 'Ab1', repeatPwd: 'Ab1' })
    expect(short.json().msg).toBe('密码长度不能少于8位')
    const noDigit = await reset({ ...body, pwd: 'Abcdefghij', repeatPwd: 'Abcdefghij' })
    expect(noDigit.json().msg).toBe('密码必须包含数字')
    const current = await reset({ ...body, pwd: TEST_PASSWORD, repeatPwd: TEST_PASSWORD })
    expect(current.json().msg).toBe('新密码不能与最近3次使用过的密码相同')
    expect(await userRow('cat')).toEqual(before)
    expect((await reset({ ...body, pwd: NEW_PASSWORD, repeatPwd: NEW_PASSWORD })).json().code).toBe(200)

    // The new password is history now: resetting back to it is refused.
    const again = await ticketFor('13700000003')
    const reused = await reset({
      validateToken: again,
      phone: '13700000003',
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
    })
    expect(reused.json().msg).toBe('新密码不能与最近3次使用过的密码相同')
  })

  it('a reset sets the password (argon2id), clears the lockout, ends every session, records history and audit; the ticket works once', async () => {
    const first = (await signIn('amy', TEST_PASSWORD)).json()
    const second = (await signIn('amy', TEST_PASSWORD)).json()
    expect(first.access_token && second.access_token).toBeTruthy()
    const signedInCall = (token: string) =>
      app.inject({ url: '/api/blade-auth/oauth/logout', headers: auth(token) })
    await inTenant(app, T, async (tx) => {
      await tx
        .insert(loginFailure)
        .values({ account: 'amy', failures: 5, lockedUntil: new Date(Date.now() + 30 * 60_000) })
      await tx.update(user).set({ mustChangePassword: 1 }).where(eq(user.account, 'amy'))
    })
    expect((await signIn('amy', TEST_PASSWORD)).json().error_description).toMatch(/账号已锁定/)
    const before = await userRow('amy')

    const ticket = await ticketFor('13700000001')
    const res = await reset({
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: ticket,
      phone: '13700000001',
    })
    expect(res.json()).toMatchObject({ code: 200, success: true, data: true })

    const after = await userRow('amy')
    expect(after.password).toMatch(/^\$argon2id\$/)
    expect(after.password).not.toBe(before.password)
    expect(after.mustChangePassword).toBe(0)
    expect(after.passwordChangedAt!.getTime()).toBeGreaterThan(before.passwordChangedAt!.getTime())
    expect(
      await inTenant(app, T, (tx) => tx.select().from(loginFailure).where(eq(loginFailure.account, 'amy'))),
    ).toEqual([])
    const history = await inTenant(app, T, (tx) =>
      tx.select().from(passwordHistory).where(eq(passwordHistory.userId, after.id)),
    )
    expect(history.map((h) => h.password)).toEqual([before.password])
    const [audit] = await inTenant(app, T, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'user_password'), eq(auditLog.recordIds, after.id)))
        .orderBy(desc(auditLog.createTime)),
    )
    expect(audit).toMatchObject({
      action: 'update',
      userId: after.id,
      after: { via: 'reset', sessionsEnded: 2 },
    })
    expect(JSON.stringify(audit)).not.toContain('$argon2')

    for (const old of [first, second]) {
      const guarded = await signedInCall(old.access_token)
      expect(guarded.statusCode).toBe(401)
    }
    const fresh = await signIn('amy', NEW_PASSWORD)
    expect(fresh.json()).toMatchObject({ account: 'amy', pwd_expired: 0 })
    expect((await signIn('amy', TEST_PASSWORD)).json().error_description).toBe('用户名或密码不正确')

    const twice = await reset({
      pwd: 'Another@2024',
      repeatPwd: 'Another@2024',
      validateToken: ticket,
      phone: '13700000001',
    })
    expect(twice.json().msg).toBe('重置密码凭证无效或已过期，请重新获取验证码')
  })

  it('a stricter history (policy) keeps older passwords out too', async () => {
    await inTenant(app, T, async (tx) => {
      await tx.delete(passwordPolicy)
      await tx.insert(passwordPolicy).values({ historyCount: 2 })
    })
    try {
      const body = (pwd: string, validateToken: string) => ({
        pwd,
        repeatPwd: pwd,
        validateToken,
        phone: '13700000004',
      })
      expect((await reset(body('Second@2024', await ticketFor('13700000004')))).json().code).toBe(200)
      expect((await reset(body('Third@2024x', await ticketFor('13700000004')))).json().code).toBe(200)
      // historyCount 2: the current and the one before are refused, the one before that is allowed again.
      expect((await reset(body('Second@2024', await ticketFor('13700000004')))).json().msg).toBe(
        '新密码不能与最近2次使用过的密码相同',
      )
      expect((await reset(body(TEST_PASSWORD, await ticketFor('13700000004')))).json().code).toBe(200)
    } finally {
      await inTenant(app, T, (tx) => tx.delete(passwordPolicy))
    }
  })

  it('a number several accounts share is refused clearly, and nothing changes', async () => {
    const before = await userRow('twin1')
    const res = await reset({
      pwd: NEW_PASSWORD,
      repeatPwd: NEW_PASSWORD,
      validateToken: await ticketFor('13700000009'),
      phone: '13700000009',
    })
    expect(res.json().msg).toBe('该手机号绑定了多个账号，无法确定账号，请联系管理员')
    expect((await userRow('twin1')).password).toBe(before.password)
    const unused = await inTenant(app, T, (tx) =>
      tx
        .select()
        .from(resetTicket)
        .where(and(eq(resetTicket.phone, '13700000009'), sql`used_at IS NULL`)),
    )
    expect(unused).toHaveLength(1)
  })
})
