import type { FastifyInstance } from 'fastify'
import { desc, eq } from 'drizzle-orm'
import { auth, buildTestApp, callTokenEndpoint, engineName } from '../../test/app'
import { loginLog } from '../auth/schema'
import { user } from '../user/schema'
import { smsCode } from './schema'
import { ageCodes, createTenant, inTenant, lastSentCode, requestCode, uniqueTenantId } from './test-tenant'

const T = uniqueTenantId('sg')

/** contract.md "Token endpoint": grant_type sms with phone + code (a type 2 code of getSmsCode). */
describe(`sms grant (${engineName})`, () => {
  let app: FastifyInstance

  const grant = (params: Record<string, string>) =>
    callTokenEndpoint(app, { grant_type: 'sms', tenantId: T, ...params })
  /** A sign-in code sent to the number. */
  const codeFor = async (phone: string, type = 2) => {
    await ageCodes(app, T, phone)
    expect((await requestCode(app, T, phone, type)).json().code).toBe(200)
    return lastSentCode(app, T, phone)
  }
  const lastLog = async () =>
    (
      await inTenant(app, T, (tx) =>
        tx.select().from(loginLog).orderBy(desc(loginLog.createTime), desc(loginLog.id)).limit(1),
      )
    )[0]!
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  beforeAll(async () => {
    app = await buildTestApp()
    await createTenant(app, T, [
      { account: 'kim', phone: '13600000001' },
      { account: 'lea', phone: '13600000002' },
      { account: 'max', phone: '13600000003' },
      { account: 'ned', phone: '13600000004' },
    ])
  })
  afterAll(() => app.close())

  it('the right code signs the number’s account in: the contract’s token JSON, a working token, a logged success', async () => {
    const res = await grant({ phone: '13600000001', code: await codeFor('13600000001') })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ token_type: 'bearer', tenant_id: T, account: 'kim', pwd_expired: 0 })
    expect(body.refresh_token).toBeTruthy()
    expect(
      (await app.inject({ url: '/api/blade-auth/oauth/logout', headers: auth(body.access_token) }))
        .statusCode,
    ).toBe(200)
    const kim = (await inTenant(app, T, (tx) => tx.select().from(user).where(eq(user.account, 'kim'))))[0]!
    expect(await lastLog()).toMatchObject({ account: 'kim', userId: kim.id, grantType: 'sms', success: 1 })
  })

  it('a code is single use', async () => {
    const code = await codeFor('13600000002')
    expect((await grant({ phone: '13600000002', code })).statusCode).toBe(200)
    const again = await grant({ phone: '13600000002', code })
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: '短信验证码不正确或已过期' })
  })

  it('wrong codes are refused, logged and count against the code: the 5th kills it', async () => {
    const code = await codeFor('13600000003')
    for (let i = 1; i <= 4; i++) {
      const res = await grant({ phone: '13600000003', code: wrong(code) })
      expect(res.statusCode).toBe(400)
      expect(res.json().error_description).toBe('短信验证码不正确或已过期')
    }
    expect(await lastLog()).toMatchObject({
      account: '13600000003',
      grantType: 'sms',
      success: 0,
      reason: 'smsCodeInvalid',
    })
    expect((await grant({ phone: '13600000003', code: wrong(code) })).json().error_description).toBe(
      '短信验证码错误次数过多，请重新获取',
    )
    const rows = await inTenant(app, T, (tx) =>
      tx.select().from(smsCode).where(eq(smsCode.phone, '13600000003')),
    )
    expect(rows[0]!.attempts).toBe(5)
    expect((await grant({ phone: '13600000003', code })).json().error_description).toBe(
      '短信验证码错误次数过多，请重新获取',
    )
  })

  it('a code of another purpose does not sign in', async () => {
    const resetCode = await codeFor('13600000004', 1)
    expect((await grant({ phone: '13600000004', code: resetCode })).json().error_description).toBe(
      '短信验证码不正确或已过期',
    )
  })

  it('a bad number, a missing code and an unknown tenant get clear messages', async () => {
    expect((await grant({ phone: '1360000000', code: '123456' })).json()).toEqual({
      error: 'invalid_grant',
      error_description: '手机号码长度不为11位',
    })
    expect((await grant({ phone: '13600000001' })).json().error_description).toBe('缺少参数：code')
    expect(
      (await grant({ phone: '13600000001', code: '1', tenantId: 'nosuch3' })).json().error_description,
    ).toBe('未查询到租户ID')
  })

  it('several accounts with the number: a clear refusal; no account any more: refused too', async () => {
    const code = await codeFor('13600000004')
    await inTenant(app, T, (tx) =>
      tx.update(user).set({ phone: '13600000004' }).where(eq(user.account, 'kim')),
    )
    const shared = await grant({ phone: '13600000004', code })
    expect(shared.json().error_description).toBe('该手机号绑定了多个账号，无法确定账号，请联系管理员')

    const next = await codeFor('13600000004')
    await inTenant(app, T, (tx) => tx.update(user).set({ phone: null }).where(eq(user.phone, '13600000004')))
    const none = await grant({ phone: '13600000004', code: next })
    expect(none.json().error_description).toBe('该手机号未绑定账号')
    expect(await lastLog()).toMatchObject({ success: 0, reason: 'phoneNoAccount' })
  })

  it('a disabled account is refused after its code', async () => {
    await inTenant(app, T, (tx) =>
      tx.update(user).set({ phone: '13600000005', status: 0 }).where(eq(user.account, 'ned')),
    )
    const res = await grant({ phone: '13600000005', code: await codeFor('13600000005') })
    expect(res.json().error_description).toBe('用户已被禁用，请联系管理员')
  })
})
