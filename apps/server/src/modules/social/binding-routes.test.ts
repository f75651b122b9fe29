import type { FastifyInstance } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor, CLIENT_AUTH } from '../../test/app'
import { socialBinding, socialProof } from './schema'
import { user } from '../user/schema'
import { errorCode, FakeWeChat } from './fake-wechat'
import { createTestTenant, testTenantId } from './test-tenant'

const BASE = '/api/blade-user'
const UNBIND_AND_DEL = '/api/store-qywx/qywx/login/unBindAndDel'

const unbound = { bound: false, nickname: null, bindTime: null }
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** issue 3 item 8: bindWxOp, bindWxCp, queryBindStatus, unbind, unBindAndDel; docs/wechat.md "Binding". */
describe(`WeChat and enterprise-WeChat bindings (${engineName})`, () => {
  const fake = new FakeWeChat()
  const T = testTenantId('wb')
  let app: FastifyInstance
  let ids: Map<string, string>
  let alice: string
  let bob: string

  const call = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const bindOp = (token: string, openid: string, extra: { nickname?: string; unionid?: string } = {}) =>
    call(
      token,
      `${BASE}/bindWxOp?state=s&code=${fake.codeFor({ kind: 'wechat', openid, scope: 'snsapi_userinfo', ...extra })}`,
    )
  const bindCp = (token: string, userid: string) =>
    call(token, `${BASE}/bindWxCp?code=${fake.codeFor({ kind: 'wxcp', userid })}`)
  const bindingsOf = (account: string) =>
    app.db.withTenant({ tenantId: T }, (tx) =>
      tx
        .select()
        .from(socialBinding)
        .where(eq(socialBinding.userId, ids.get(account)!)),
    )
  const audits = () =>
    app.db.withTenant({ tenantId: T }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.resource, 'social_binding')).orderBy(asc(auditLog.id)),
    )
  const signIn = async (kind: 'wechat' | 'wxcp', openId: string) => {
    const infoUrl =
      kind === 'wechat'
        ? `/api/store-wx/weixin/op/info?code=${fake.codeFor({ kind, openid: openId })}`
        : `/api/store-qywx/weixin/cp/info?code=${fake.codeFor({ kind, userid: openId })}`
    await app.inject({ url: infoUrl, headers: { 'tenant-id': T } })
    const params: Record<string, string> =
      kind === 'wechat'
        ? { grant_type: 'wechat', openId }
        : { grant_type: 'wxcp', wxCpCompanyId: fake.corpId, wxCpOpenId: openId }
    return app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: CLIENT_AUTH, 'tenant-id': T },
      query: { scope: 'all', ...params },
    })
  }

  beforeAll(async () => {
    await fake.start()
    app = await buildTestApp({ env: fake.env() })
    ids = await createTestTenant(app, T, [
      { account: 'alice', role: 'admin' },
      { account: 'bob', role: 'clerk' },
    ])
    await app.db.withTenant({ tenantId: T }, (tx) =>
      tx.update(user).set({ phone: '13812341234' }).where(eq(user.account, 'bob')),
    )
    alice = await tokenFor(app, T, 'alice')
    bob = await tokenFor(app, T, 'bob')
  })
  afterAll(async () => {
    await app?.close()
    await fake.stop()
  })

  it('queryBindStatus: nothing bound yet; the phone is shown masked', async () => {
    const res = await call(bob, `${BASE}/queryBindStatus`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      wechat: unbound,
      wxcp: { ...unbound, corpId: null },
      phone: { bound: true, phone: '138****1234' },
    })
    expect((await call(alice, `${BASE}/queryBindStatus`)).json().data.phone).toEqual({
      bound: false,
      phone: null,
    })
  })

  it('bindWxOp: binds the proven WeChat to the signed-in user, with its nickname, and audits it', async () => {
    const res = await bindOp(bob, 'o-bob', { nickname: '小鲍', unionid: 'u-bob' })
    expect(res.statusCode).toBe(200)
    const status = res.json().data
    expect(status.wechat).toEqual({
      bound: true,
      nickname: '小鲍',
      bindTime: expect.stringMatching(DATE_TIME),
    })
    const [row] = await bindingsOf('bob')
    expect(row).toMatchObject({ provider: 'wechat', corpId: '', openId: 'o-bob', unionId: 'u-bob' })
    const [audit] = await audits()
    expect(audit).toMatchObject({
      action: 'insert',
      recordIds: row!.id,
      userId: ids.get('bob'),
      before: null,
      after: { openId: 'o-bob', provider: 'wechat', userId: ids.get('bob') },
    })
  })

  it('binding the WeChat one already has changes nothing; a second WeChat is refused', async () => {
    expect((await bindOp(bob, 'o-bob')).statusCode).toBe(200)
    expect(await bindingsOf('bob')).toHaveLength(1)
    expect(await audits()).toHaveLength(1)
    const other = await bindOp(bob, 'o-bob-2')
    expect(other.json()).toMatchObject({ code: 400, msg: '您已绑定其他微信，请先解绑' })
  })

  it('an identity bound to another account is refused, and nothing changes', async () => {
    const res = await bindOp(alice, 'o-bob')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('该微信已绑定其他账号')
    expect(await bindingsOf('alice')).toHaveLength(0)
    const en = await call(
      alice,
      `${BASE}/bindWxOp?lang=en&code=${fake.codeFor({ kind: 'wechat', openid: 'o-bob' })}`,
    )
    expect(en.json().msg).toBe('This WeChat is already bound to another account')
  })

  it('bindWxCp: binds the enterprise user under the configured corp; the bound user signs in with wxcp', async () => {
    const res = await bindCp(alice, 'LiSi')
    expect(res.json().data.wxcp).toEqual({
      bound: true,
      nickname: 'LiSi',
      bindTime: expect.stringMatching(DATE_TIME),
      corpId: fake.corpId,
    })
    const signedIn = await signIn('wxcp', 'LiSi')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().account).toBe('alice')
    expect((await bindCp(bob, 'LiSi')).json().msg).toBe('该企业微信已绑定其他账号')
  })

  it('a provider error while binding is a clear 400 and binds nothing', async () => {
    const res = await call(bob, `${BASE}/bindWxCp?code=${errorCode(40029)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('企业微信授权失败（错误码40029），请重新扫码')
    expect((await bindingsOf('bob')).map((b) => b.provider)).toEqual(['wechat'])
  })

  it('bindings need a signed-in user and a code', async () => {
    expect((await app.inject({ url: `${BASE}/bindWxOp?code=x` })).statusCode).toBe(401)
    expect((await app.inject({ url: `${BASE}/queryBindStatus` })).statusCode).toBe(401)
    expect((await call(bob, `${BASE}/bindWxOp`)).json().msg).toBe('参数校验失败：授权码不能为空')
  })

  it('unbind: removes the binding (audited); the WeChat can no longer sign in', async () => {
    expect((await signIn('wechat', 'o-bob')).statusCode).toBe(200)
    const res = await call(bob, `${BASE}/unbind?type=wechat`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.wechat).toEqual(unbound)
    expect(await bindingsOf('bob')).toHaveLength(0)
    expect((await audits()).at(-1)).toMatchObject({
      action: 'remove',
      before: { openId: 'o-bob', userId: ids.get('bob') },
      after: null,
    })
    expect((await signIn('wechat', 'o-bob')).json().error_description).toBe(
      '该微信未绑定账号，请先使用账号密码登录后绑定微信',
    )
  })

  it('unbind: nothing bound or an unknown type is refused clearly', async () => {
    expect((await call(bob, `${BASE}/unbind?type=wechat`)).json().msg).toBe('您尚未绑定微信')
    expect((await call(bob, `${BASE}/unbind?type=wxcp`)).json().msg).toBe('您尚未绑定企业微信')
    expect((await call(bob, `${BASE}/unbind?type=qq`)).json().msg).toBe('参数校验失败：解绑类型格式不正确')
  })

  it('unBindAndDel: removes my enterprise-WeChat binding and its pending proofs', async () => {
    await app.inject({
      url: `/api/store-qywx/weixin/cp/info?code=${fake.codeFor({ kind: 'wxcp', userid: 'LiSi' })}`,
      headers: { 'tenant-id': T },
    })
    const proofs = () =>
      app.db.withSystem((tx) =>
        tx
          .select()
          .from(socialProof)
          .where(and(eq(socialProof.provider, 'wxcp'), eq(socialProof.openId, 'LiSi'))),
      )
    expect(await proofs()).toHaveLength(1)
    const res = await call(alice, UNBIND_AND_DEL)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.wxcp).toEqual({ ...unbound, corpId: null })
    expect(await proofs()).toHaveLength(0)
    expect(await bindingsOf('alice')).toHaveLength(0)
    expect((await call(alice, UNBIND_AND_DEL)).json().msg).toBe('您尚未绑定企业微信')
  })

  it('bindings are per tenant: the same WeChat may be bound in another tenant', async () => {
    const other = testTenantId('wc')
    await createTestTenant(app, other, [{ account: 'dave', role: 'clerk' }])
    const dave = await tokenFor(app, other, 'dave')
    expect((await bindOp(bob, 'o-shared')).statusCode).toBe(200)
    expect((await bindOp(dave, 'o-shared')).statusCode).toBe(200)
    for (const tenantId of [T, other]) {
      const rows = await app.db.withTenant({ tenantId }, (tx) =>
        tx.select().from(socialBinding).where(eq(socialBinding.openId, 'o-shared')),
      )
      expect(rows).toHaveLength(1)
    }
  })
})
