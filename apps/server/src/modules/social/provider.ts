import type { Config, OAuthProviderConfig } from '../../config'
import { badRequest } from '../../core/errors'
import { messageOf, type SocialKind } from './kinds'

/** An identity the provider vouched for when it took a sign-in code. */
export interface SocialIdentity {
  provider: SocialKind
  /** the enterprise (wxCpCompanyId) for wxcp; '' for wechat */
  corpId: string
  openId: string
  unionId: string | null
  nickname: string | null
}

export interface IdentityProvider {
  readonly kind: SocialKind
  /** Trades a code (single use, from the provider's redirect) for the identity; a clear 400 otherwise. */
  identify(code: string, options?: { withNickname?: boolean }): Promise<SocialIdentity>
}

export const PROVIDER_TIMEOUT_MS = 5000
/** enterprise WeChat: the access token is invalid or has expired (fetch a new one and try once more) */
const STALE_TOKEN = new Set([40014, 42001])
/** a token is renewed this long before WeChat says it expires */
const TOKEN_MARGIN_S = 300

type Answer = Record<string, unknown>

/**
 * GETs of one WeChat API host. Every failure becomes a translated 400 (unreachable, slow, not JSON,
 * or an `errcode`), never a 500; the URL, which carries the secret and the code, is never logged.
 */
class WeChatApi {
  constructor(
    readonly kind: SocialKind,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** The answer, errcode included: the caller decides what an errcode means. */
  async get(path: string, params: Record<string, string>): Promise<Answer> {
    const url = new URL(`${this.baseUrl}${path}`)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      const body: unknown = res.ok ? await res.json() : null
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Answer
    } catch {
      // unreachable, timed out or not JSON: all the same to the user
    }
    throw badRequest(messageOf(this.kind, 'Unavailable'))
  }

  /** The answer when it carries no errcode (or 0); else the provider's refusal as a 400. */
  check(answer: Answer): Answer {
    const errcode = answer.errcode
    if (errcode === undefined || errcode === 0) return answer
    throw badRequest(messageOf(this.kind, 'AuthFailed'), { errcode: String(errcode).slice(0, 16) })
  }

  /** A string field that fits the database (128 characters), else null. */
  text(value: unknown): string | null {
    return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null
  }

  /** A required identity field: a provider that answers without it is treated as unavailable. */
  need(value: unknown): string {
    const found = this.text(value)
    if (!found) throw badRequest(messageOf(this.kind, 'Unavailable'))
    return found
  }
}

/** The official account's web authorisation (`sns/oauth2`): openid, unionid and, with snsapi_userinfo, the nickname. */
export class OfficialAccountProvider implements IdentityProvider {
  readonly kind = 'wechat'
  private readonly api: WeChatApi

  constructor(
    private readonly config: OAuthProviderConfig,
    timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {
    this.api = new WeChatApi(this.kind, config.baseUrl, timeoutMs)
  }

  async identify(code: string, options: { withNickname?: boolean } = {}): Promise<SocialIdentity> {
    const { api } = this
    const token = api.check(
      await api.get('/sns/oauth2/access_token', {
        appid: this.config.appId,
        secret: this.config.secret,
        code,
        grant_type: 'authorization_code',
      }),
    )
    const openId = api.need(token.openid)
    let unionId = api.text(token.unionid)
    let nickname: string | null = null
    const accessToken = api.text(token.access_token)
    if (options.withNickname && accessToken && String(token.scope ?? '').includes('snsapi_userinfo')) {
      const info = api.check(
        await api.get('/sns/userinfo', { access_token: accessToken, openid: openId, lang: 'zh_CN' }),
      )
      nickname = api.text(info.nickname)
      unionId ??= api.text(info.unionid)
    }
    return { provider: 'wechat', corpId: '', openId, unionId, nickname }
  }
}

/**
 * Enterprise WeChat's web sign-in (`cgi-bin/auth/getuserinfo`): a member's userid, or an outsider's
 * openid. The corp id is the configured app id; the corp's access token is cached until it expires.
 */
export class EnterpriseProvider implements IdentityProvider {
  readonly kind = 'wxcp'
  private readonly api: WeChatApi
  private token: { value: string; until: number } | null = null

  constructor(
    private readonly config: OAuthProviderConfig,
    timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {
    this.api = new WeChatApi(this.kind, config.baseUrl, timeoutMs)
  }

  async identify(code: string): Promise<SocialIdentity> {
    const { api } = this
    let answer = await api.get('/cgi-bin/auth/getuserinfo', { access_token: await this.accessToken(), code })
    if (STALE_TOKEN.has(Number(answer.errcode))) {
      this.token = null
      answer = await api.get('/cgi-bin/auth/getuserinfo', { access_token: await this.accessToken(), code })
    }
    api.check(answer)
    const member = api.text(answer.userid)
    return {
      provider: 'wxcp',
      corpId: this.config.appId,
      openId: member ?? api.need(answer.openid),
      unionId: null,
      // A member's userid is the name the enterprise gave them; an outsider has none to show.
      nickname: member,
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value
    const answer = this.api.check(
      await this.api.get('/cgi-bin/gettoken', { corpid: this.config.appId, corpsecret: this.config.secret }),
    )
    const value = this.api.need(answer.access_token)
    const lifetime = Number(answer.expires_in) || 7200
    this.token = { value, until: Date.now() + Math.max(0, lifetime - TOKEN_MARGIN_S) * 1000 }
    return value
  }
}

/** The configured providers; a kind without configuration is absent (its sign-in is off). */
export type Providers = Partial<Record<SocialKind, IdentityProvider>>

export function providersFrom(config: Pick<Config, 'wechat' | 'wxcp'>): Providers {
  return {
    ...(config.wechat && { wechat: new OfficialAccountProvider(config.wechat) }),
    ...(config.wxcp && { wxcp: new EnterpriseProvider(config.wxcp) }),
  }
}

/** The provider of a kind, or the clear refusal that its sign-in is not configured. */
export function providerOf(providers: Providers, kind: SocialKind): IdentityProvider {
  const provider = providers[kind]
  if (!provider) throw badRequest(messageOf(kind, 'NotConfigured'))
  return provider
}
