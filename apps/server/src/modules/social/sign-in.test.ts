import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { buildTestApp, engineName, CLIENT_AUTH } from '../../test/app'
import { loginLog } from '../auth/schema'
import { socialBinding, socialProof } from './schema'
import { tenant } from '../tenant/schema'
import { user } from '../user/schema'
import { errorCode, FakeWeChat } from './fake-wechat'
import { createTestTenant, testTenantId } from './test-tenant'

const TOKEN = '/api/blade-auth/oauth/token'
const OP_INFO = '/api/store-wx/weixin/op/info'
const CP_INFO = '/api/store-qywx/weixin/cp/info'
const ENTRY = '/api/store-crm/base-info/getEntryMode'

/** issue 3 item 2 (wechat, wxcp grants) and item 8 (weixin op/cp info, getEntryMode); docs/wechat.md. */
describe(`WeChat and enterprise-WeChat sign-in (${engineName})`, () => {
  const fake = new FakeWeChat()
  const T = testTenantId('ws')
  let app: FastifyInstance
  let ids: Map<string, string>

  const info = (url: string, code: string, opts: { tenantId?: string; query?: string } = {}) =>
    app.inject({
      url: `${url}?code=${encodeURIComponent(code)}&state=s1${opts.query ?? ''}`,
      headers: { 'tenant-id': opts.tenantId ?? T },
    })
  const grant = (params: Record<string, string>, target = app, tenantId = T) =>
    target.inject({
      method: 'POST',
      url: TOKEN,
      headers: {
        authorization: CLIENT_AUTH,
        'tenant-id': tenantId,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ scope: 'all', ...params }).toString(),
    })
  const wechatGrant = (openId: string, unionId?: string) =>
    grant({ grant_type: 'wechat', openId, ...(unionId && { unionId }) })
  const bindDirectly = (account: string, provider: string, corpId: string, openId: string) =>
    app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .insert(socialBinding)
        .values({ id: app.ids.next(), userId: ids.get(account)!, provider, corpId, openId }),
    )
  const proofOf = (provider: string, openId: string) =>
    app.db
      .withSystem((tx) =>
        tx
          .select()
          .from(socialProof)
          .where(and(eq(socialProof.provider, provider), eq(socialProof.openId, openId))),
      )
      .then((rows) => rows[0])
  const lastLog = async () => {
    const rows = await app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .select()
        .from(loginLog)
        .orderBy(sql`${loginLog.id} DESC`)
        .limit(1),
    )
    return rows[0]!
  }
  const setFlags = (values: { wxLogin?: number; cpLogin?: number }) =>
    app.db.withSystem((tx) => tx.update(tenant).set(values).where(eq(tenant.tenantId, T)))

  beforeAll(async () => {
    await fake.start()
    app = await buildTestApp({ env: fake.env() })
    ids = await createTestTenant(app, T, [
      { account: 'alice', role: 'admin' },
      { account: 'bob', role: 'clerk' },
      { account: 'carol', role: 'clerk' },
    ])
    await bindDirectly('alice', 'wechat', '', 'o-alice')
    await bindDirectly('bob', 'wechat', '', 'o-bob')
    await bindDirectly('alice', 'wxcp', fake.corpId, 'ZhangSan')
  })
  afterAll(async () => {
    await app.close()
    await fake.stop()
  })

  it('op/info: the code becomes openId and unionId, says whether it is bound, and leaves an unused 5-minute proof', async () => {
    const res = await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-alice', unionid: 'u-alice' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { openId: 'o-alice', unionId: 'u-alice', bound: true },
    })
    const proof = (await proofOf('wechat', 'o-alice'))!
    expect(proof).toMatchObject({ corpId: '', unionId: 'u-alice', usedAt: null })
    const minutes = (proof.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(4.5)
    expect(minutes).toBeLessThanOrEqual(5.1)
  })

  it('wechat grant after op/info: the bound account signs in, the proof is used and the login log says wechat', async () => {
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-alice', unionid: 'u-alice' }))
    const res = await wechatGrant('o-alice', 'u-alice')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ account: 'alice', tenant_id: T, token_type: 'bearer', pwd_expired: 0 })
    expect((await proofOf('wechat', 'o-alice'))!.usedAt).toBeInstanceOf(Date)
    expect(await lastLog()).toMatchObject({ account: 'alice', grantType: 'wechat', success: 1 })
  })

  it('a proof is single use: one op/info lets the identity sign in once', async () => {
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-alice' }))
    expect((await wechatGrant('o-alice')).statusCode).toBe(200)
    const again = await wechatGrant('o-alice')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      error: 'invalid_grant',
      error_description: '微信身份验证已失效，请重新扫码',
    })
  })

  it('knowing a bound openId is not enough: without op/info the grant is refused and the attempt logged', async () => {
    const res = await wechatGrant('o-bob')
    expect(res.json().error_description).toBe('微信身份验证已失效，请重新扫码')
    expect(await lastLog()).toMatchObject({
      account: 'o-bob',
      grantType: 'wechat',
      success: 0,
      reason: 'wechatProofMissing',
    })
  })

  it('an expired proof is refused', async () => {
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-bob' }))
    await app.db.withSystem((tx) =>
      tx
        .update(socialProof)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(socialProof.openId, 'o-bob')),
    )
    expect((await wechatGrant('o-bob')).json().error_description).toBe('微信身份验证已失效，请重新扫码')
  })

  it('a unionId other than the proven one is refused', async () => {
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-bob', unionid: 'u-bob' }))
    expect((await wechatGrant('o-bob', 'u-someone-else')).statusCode).toBe(400)
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-bob', unionid: 'u-bob' }))
    expect((await wechatGrant('o-bob', 'u-bob')).json().account).toBe('bob')
  })

  it('not bound: op/info says so and the grant tells the user to bind first, in their language', async () => {
    const res = await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-stranger' }))
    expect(res.json().data).toEqual({ openId: 'o-stranger', unionId: null, bound: false })
    const refused = await app.inject({
      method: 'POST',
      url: `${TOKEN}?grant_type=wechat&openId=o-stranger&scope=all&lang=en`,
      headers: { authorization: CLIENT_AUTH, 'tenant-id': T },
    })
    expect(refused.json()).toEqual({
      error: 'invalid_grant',
      error_description:
        'This WeChat is not bound to an account: sign in with your password first, then bind WeChat',
    })
    expect((await lastLog()).reason).toBe('wechatNotBound')
  })

  it('a disabled account bound to WeChat is refused like at password sign-in', async () => {
    await bindDirectly('carol', 'wechat', '', 'o-carol')
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx.update(user).set({ status: 0 }).where(eq(user.account, 'carol')),
    )
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-carol' }))
    expect((await wechatGrant('o-carol')).json().error_description).toBe('用户已被禁用，请联系管理员')
  })

  it('wxcp: cp/info answers the corp and user; the wxcp grant signs the bound account in', async () => {
    const res = await info(CP_INFO, fake.codeFor({ kind: 'wxcp', userid: 'ZhangSan' }))
    expect(res.json().data).toEqual({ wxCpCompanyId: fake.corpId, wxCpOpenId: 'ZhangSan', bound: true })
    const signedIn = await grant({ grant_type: 'wxcp', wxCpCompanyId: fake.corpId, wxCpOpenId: 'ZhangSan' })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().account).toBe('alice')
    expect(await lastLog()).toMatchObject({ grantType: 'wxcp', success: 1 })
  })

  it('wxcp: the proof names its corp: the same user id under another corp id is refused', async () => {
    await info(CP_INFO, fake.codeFor({ kind: 'wxcp', userid: 'ZhangSan' }))
    const res = await grant({ grant_type: 'wxcp', wxCpCompanyId: 'ww-other', wxCpOpenId: 'ZhangSan' })
    expect(res.json().error_description).toBe('企业微信身份验证已失效，请重新扫码')
    const missing = await grant({ grant_type: 'wxcp', wxCpOpenId: 'ZhangSan' })
    expect(missing.json().error_description).toBe('缺少参数：wxCpCompanyId')
  })

  it('the tenant’s flag off: info and grant both refuse with the tenant message', async () => {
    await info(OP_INFO, fake.codeFor({ kind: 'wechat', openid: 'o-alice' }))
    await info(CP_INFO, fake.codeFor({ kind: 'wxcp', userid: 'ZhangSan' }))
    await setFlags({ wxLogin: 0, cpLogin: 0 })
    try {
      const code = fake.codeFor({ kind: 'wechat', openid: 'o-alice' })
      expect((await info(OP_INFO, code)).json()).toMatchObject({ code: 400, msg: '该租户未开启微信登录' })
      expect((await wechatGrant('o-alice')).json().error_description).toBe('该租户未开启微信登录')
      const cp = await grant({ grant_type: 'wxcp', wxCpCompanyId: fake.corpId, wxCpOpenId: 'ZhangSan' })
      expect(cp.json().error_description).toBe('该租户未开启企业微信登录')
      expect((await lastLog()).reason).toBe('wxcpLoginDisabled')
      const entry = await app.inject({ url: `${ENTRY}?tenantId=${T}` })
      expect(entry.json().data).toMatchObject({ wxLogin: 0, cpLogin: 0 })
    } finally {
      await setFlags({ wxLogin: 1, cpLogin: 1 })
    }
  })

  it('a provider error is a clear 400 in the caller’s language (never a 500) and leaves no proof', async () => {
    const res = await info(OP_INFO, errorCode(40029))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 400,
      success: false,
      msg: '微信授权失败（错误码40029），请重新扫码',
    })
    const en = await info(CP_INFO, errorCode(40029), { query: '&lang=en' })
    expect(en.json().msg).toBe('Enterprise WeChat authorisation failed (error 40029), please scan again')
    const used = await info(OP_INFO, 'never-issued')
    expect(used.json().msg).toBe('微信授权失败（错误码40029），请重新扫码')
    expect(await proofOf('wechat', 'never-issued')).toBeUndefined()
  })

  it('info needs a known tenant and a code', async () => {
    const code = fake.codeFor({ kind: 'wechat', openid: 'o-alice' })
    expect((await info(OP_INFO, code, { tenantId: 'nope99' })).json().msg).toBe('未查询到租户ID')
    const byParam = await app.inject({ url: `${OP_INFO}?code=${code}&tenantId=${T}` })
    expect(byParam.json().data.openId).toBe('o-alice')
    const noCode = await app.inject({ url: OP_INFO, headers: { 'tenant-id': T } })
    expect(noCode.json().msg).toBe('参数校验失败：授权码不能为空')
  })

  it('getEntryMode: the tenant’s sign-in modes; 未查询到租户ID for an unknown or missing tenant', async () => {
    const res = await app.inject({ url: `${ENTRY}?tenantId=${T}` })
    expect(res.json()).toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { defaultLogin: 'pwd', pwdLogin: 1, smsLogin: 0, wxLogin: 1, cpLogin: 1 },
    })
    const byHeader = await app.inject({ url: ENTRY, headers: { 'tenant-id': T } })
    expect(byHeader.json().data.wxLogin).toBe(1)
    for (const url of [`${ENTRY}?tenantId=nope99`, ENTRY]) {
      const unknown = await app.inject({ url })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json()).toMatchObject({ code: 400, success: false, msg: '未查询到租户ID' })
    }
  })

  describe('with no provider configured', () => {
    const T2 = testTenantId('wo')
    let off: FastifyInstance

    beforeAll(async () => {
      off = await buildTestApp()
      await createTestTenant(off, T2, [])
    })
    afterAll(() => off.close())

    it('info and grants are refused with the not-configured message; getEntryMode offers neither', async () => {
      const op = await off.inject({ url: `${OP_INFO}?code=abc`, headers: { 'tenant-id': T2 } })
      expect(op.json()).toMatchObject({ code: 400, msg: '微信登录未配置，请联系管理员' })
      const cp = await off.inject({ url: `${CP_INFO}?code=abc&lang=en`, headers: { 'tenant-id': T2 } })
      expect(cp.json().msg).toBe(
        'Enterprise WeChat sign-in is not configured, please contact your administrator',
      )
      const res = await grant({ grant_type: 'wechat', openId: 'o-alice' }, off, T2)
      expect(res.json().error_description).toBe('微信登录未配置，请联系管理员')
      const entry = await off.inject({ url: `${ENTRY}?tenantId=${T2}` })
      expect(entry.json().data).toMatchObject({ wxLogin: 0, cpLogin: 0 })
    })
  })
})
