import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { tenant } from '../tenant/schema'
import { FakeWeChat } from './fake-wechat'
import { AUTHORIZE_URL } from './qr-routes'
import { createTestTenant, testTenantId } from './test-tenant'

const OP_QR = '/api/store-wx/weixin/op/qr-config'
const CP_QR = '/api/store-qywx/weixin/cp/qr-config'

/** Issue 6 item 3: what the login page needs to draw the WeChat and enterprise-WeChat QR (docs/wechat.md). */
describe(`login QR configuration (${engineName})`, () => {
  const fake = new FakeWeChat()
  const T = testTenantId('wq')
  const T2 = testTenantId('wr')
  let app: FastifyInstance
  let off: FastifyInstance

  const qr = (target: FastifyInstance, url: string, query = '', tenantId = T) =>
    target.inject({ url: `${url}?tenantId=${tenantId}${query}` })

  beforeAll(async () => {
    await fake.start()
    app = await buildTestApp({ env: fake.env() })
    off = await buildTestApp()
    await createTestTenant(app, T, [])
  })
  afterAll(async () => {
    await Promise.all([app.close(), off.close()])
    await fake.stop()
  })

  it('WeChat: the app id, the login page as redirect URI and a wechat state, in the authorisation URL, and no secret', async () => {
    const res = await qr(app, OP_QR)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toEqual({
      appId: fake.appId,
      agentId: null,
      redirectUri: 'http://localhost/authorization',
      state: expect.stringMatching(/^wechat\.[\w-]{16}$/),
      authorizeUrl: expect.any(String),
    })
    const url = new URL(data.authorizeUrl)
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: fake.appId,
      redirect_uri: data.redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state: data.state,
    })
    expect(url.hash).toBe('#wechat_redirect')
    expect(res.body).not.toContain(fake.secret)
    expect(res.body).not.toContain(fake.corpSecret)
    // a new state every time
    expect((await qr(app, OP_QR)).json().data.state).not.toBe(data.state)
  })

  it('enterprise WeChat: the corp id and agent id, never the corp secret', async () => {
    const res = await qr(app, CP_QR)
    const data = res.json().data
    expect(data).toMatchObject({ appId: fake.corpId, agentId: fake.agentId })
    expect(data.state).toMatch(/^wxcp\./)
    const url = new URL(data.authorizeUrl)
    expect(url.searchParams.get('appid')).toBe(fake.corpId)
    expect(url.searchParams.get('agentid')).toBe(fake.agentId)
    expect(res.body).not.toContain(fake.corpSecret)
    expect(res.body).not.toContain(fake.secret)
  })

  it('keeps the login page’s return URL in the redirect URI, checked like an SSO return URL', async () => {
    const res = await qr(app, OP_QR, `&redirect=${encodeURIComponent('/wel/index?x=1')}`)
    expect(res.json().data.redirectUri).toBe(
      `http://localhost/authorization?redirect=${encodeURIComponent('/wel/index?x=1')}`,
    )
    const foreign = await qr(app, OP_QR, `&redirect=${encodeURIComponent('https://evil.test/')}`)
    expect(foreign.statusCode).toBe(400)
  })

  it('is null when the tenant has the sign-in off or the server has no provider; an unknown tenant is a 400', async () => {
    const setFlags = (wxLogin: number, cpLogin: number) =>
      app.db.withSystem((tx) => tx.update(tenant).set({ wxLogin, cpLogin }).where(eq(tenant.tenantId, T)))
    await setFlags(0, 0)
    try {
      expect((await qr(app, OP_QR)).json()).toMatchObject({ code: 200, data: null })
      expect((await qr(app, CP_QR)).json()).toMatchObject({ code: 200, data: null })
    } finally {
      await setFlags(1, 1)
    }
    await createTestTenant(off, T2, [])
    expect((await qr(off, OP_QR, '', T2)).json()).toMatchObject({ code: 200, data: null })
    expect((await qr(off, CP_QR, '', T2)).json()).toMatchObject({ code: 200, data: null })
    const unknown = await app.inject({
      url: `${OP_QR}?tenantId=nosuch`,
      headers: { 'accept-language': 'en' },
    })
    expect(unknown.statusCode).toBe(400)
  })
})
