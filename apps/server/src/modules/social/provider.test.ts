import { AppError } from '../../core/errors'
import { errorCode, FakeWeChat, SLOW_CODE } from './fake-wechat'
import { EnterpriseProvider, OfficialAccountProvider, providerOf, providersFrom } from './provider'

/** The provider client against the local fake that speaks WeChat's API shapes. */
describe('WeChat provider client', () => {
  const fake = new FakeWeChat()
  let wechat: OfficialAccountProvider
  let wxcp: EnterpriseProvider

  const refusal = async (work: Promise<unknown>) => {
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    const { statusCode, key, params } = err as AppError
    return { statusCode, key, params }
  }

  beforeAll(async () => {
    await fake.start()
    wechat = new OfficialAccountProvider({ baseUrl: fake.url, appId: fake.appId, secret: fake.secret })
    wxcp = new EnterpriseProvider({ baseUrl: fake.url, appId: fake.corpId, secret: fake.corpSecret })
  })
  afterAll(() => fake.stop())

  it('official account: a code becomes openId and unionId; the nickname only with snsapi_userinfo and when asked', async () => {
    const base = fake.codeFor({ kind: 'wechat', openid: 'o-base', unionid: 'u-base', nickname: 'Base' })
    expect(await wechat.identify(base, { withNickname: true })).toEqual({
      provider: 'wechat',
      corpId: '',
      openId: 'o-base',
      unionId: 'u-base',
      nickname: null,
    })
    const who = { kind: 'wechat', openid: 'o-info', nickname: '小明', scope: 'snsapi_userinfo' } as const
    expect((await wechat.identify(fake.codeFor(who), { withNickname: true })).nickname).toBe('小明')
    expect((await wechat.identify(fake.codeFor(who))).nickname).toBeNull()
  })

  it('a code works once: the second exchange is WeChat’s invalid-code error as a clear 400', async () => {
    const code = fake.codeFor({ kind: 'wechat', openid: 'o-once' })
    await wechat.identify(code)
    expect(await refusal(wechat.identify(code))).toEqual({
      statusCode: 400,
      key: 'wechatAuthFailed',
      params: { errcode: '40029' },
    })
  })

  it('an errcode from WeChat is a 400 naming the code; a wrong secret too', async () => {
    expect(await refusal(wechat.identify(errorCode(40163)))).toMatchObject({
      key: 'wechatAuthFailed',
      params: { errcode: '40163' },
    })
    const wrong = new OfficialAccountProvider({ baseUrl: fake.url, appId: fake.appId, secret: 'nope' })
    expect(await refusal(wrong.identify(fake.codeFor({ kind: 'wechat', openid: 'x' })))).toMatchObject({
      key: 'wechatAuthFailed',
      params: { errcode: '40125' },
    })
  })

  it('a slow answer is cut at the timeout: unavailable, not a hang and not a 500', async () => {
    const quick = new OfficialAccountProvider(
      { baseUrl: fake.url, appId: fake.appId, secret: fake.secret },
      200,
    )
    const started = Date.now()
    expect(await refusal(quick.identify(SLOW_CODE))).toEqual({
      statusCode: 400,
      key: 'wechatUnavailable',
      params: {},
    })
    expect(Date.now() - started).toBeLessThan(fake.slowMs)
  })

  it('an unreachable provider is unavailable', async () => {
    const gone = await new FakeWeChat().start()
    await gone.stop()
    const provider = new EnterpriseProvider({ baseUrl: gone.url, appId: 'c', secret: 's' }, 1000)
    expect(await refusal(provider.identify('any'))).toMatchObject({ key: 'wxcpUnavailable' })
  })

  it('enterprise: a member’s userid or an outsider’s openid, under the configured corp id; the token is fetched once', async () => {
    fake.calls.length = 0
    expect(await wxcp.identify(fake.codeFor({ kind: 'wxcp', userid: 'ZhangSan' }))).toEqual({
      provider: 'wxcp',
      corpId: fake.corpId,
      openId: 'ZhangSan',
      unionId: null,
      nickname: 'ZhangSan',
    })
    expect(await wxcp.identify(fake.codeFor({ kind: 'wxcp', openid: 'o-outsider' }))).toMatchObject({
      openId: 'o-outsider',
      nickname: null,
    })
    expect(fake.calls.filter((c) => c === '/cgi-bin/gettoken')).toHaveLength(1)
  })

  it('enterprise: an access token WeChat no longer accepts is fetched again and the call retried once', async () => {
    await wxcp.identify(fake.codeFor({ kind: 'wxcp', userid: 'before' }))
    fake.expireTokens()
    fake.calls.length = 0
    expect((await wxcp.identify(fake.codeFor({ kind: 'wxcp', userid: 'after' }))).openId).toBe('after')
    expect(fake.calls).toEqual([
      '/cgi-bin/auth/getuserinfo',
      '/cgi-bin/gettoken',
      '/cgi-bin/auth/getuserinfo',
    ])
  })

  it('enterprise: a wrong corp secret is a clear 400', async () => {
    const wrong = new EnterpriseProvider({ baseUrl: fake.url, appId: fake.corpId, secret: 'nope' })
    expect(await refusal(wrong.identify(fake.codeFor({ kind: 'wxcp', userid: 'x' })))).toMatchObject({
      key: 'wxcpAuthFailed',
      params: { errcode: '40001' },
    })
  })

  it('a provider without configuration is off, with its own message', async () => {
    const providers = providersFrom({ wechat: undefined, wxcp: undefined })
    expect(providers).toEqual({})
    expect(await refusal(Promise.resolve().then(() => providerOf(providers, 'wxcp')))).toMatchObject({
      key: 'wxcpNotConfigured',
    })
  })
})
