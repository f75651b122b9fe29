import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake hands out for a code: a WeChat user (openid) or an enterprise member or outsider. */
export type FakeIdentity =
  | { kind: 'wechat'; openid: string; unionid?: string; nickname?: string; scope?: string }
  | { kind: 'wxcp'; userid: string }
  | { kind: 'wxcp'; openid: string }

/** A code that makes the fake answer with this errcode, e.g. `errcode:40029`. */
export const errorCode = (errcode: number) => `errcode:${errcode}`
/** A code the fake answers only after `slowMs`. */
export const SLOW_CODE = 'slow'

/**
 * A local stand-in for api.weixin.qq.com and qyapi.weixin.qq.com for tests: it speaks the same
 * paths and shapes (`errcode`/`errmsg` failures), issues single-use codes mapped to identities, and
 * can fail, answer slowly or let its enterprise access tokens expire. Listens on 127.0.0.1 only.
 */
export class FakeWeChat {
  readonly appId = 'wx-fake-app'
  readonly secret = 'wx-fake-secret'
  readonly corpId = 'ww-fake-corp'
  readonly corpSecret = 'ww-fake-secret'
  readonly agentId = '1000002'
  slowMs = 1000
  /** every path asked for, in order (query strings left out) */
  readonly calls: string[] = []
  private readonly codes = new Map<string, FakeIdentity>()
  private readonly tokens = new Set<string>()
  /** identities whose code was used (for /sns/userinfo, which follows the code exchange) */
  private readonly known = new Map<string, FakeIdentity>()
  private counter = 0
  private readonly pending = new Set<NodeJS.Timeout>()
  private server: Server | null = null
  url = ''

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      this.calls.push(url.pathname)
      const answer = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const code = url.searchParams.get('code') ?? ''
      if (code === SLOW_CODE) {
        const timer = setTimeout(() => {
          this.pending.delete(timer)
          answer({ errcode: 40029, errmsg: 'invalid code (slow)' })
        }, this.slowMs)
        this.pending.add(timer)
        return
      }
      answer(this.route(url.pathname, url.searchParams))
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    if (!server) return
    for (const timer of this.pending) clearTimeout(timer)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** A fresh single-use code that proves this identity. */
  codeFor(identity: FakeIdentity): string {
    const code = `code-${++this.counter}-${Math.random().toString(36).slice(2, 8)}`
    this.codes.set(code, identity)
    return code
  }

  /** Every enterprise access token issued so far stops working (as if it expired). */
  expireTokens(): void {
    this.tokens.clear()
  }

  /** The environment that points a test app at this fake. */
  env(): Record<string, string> {
    return {
      STOREDESK_WECHAT_URL: this.url,
      STOREDESK_WECHAT_APPID: this.appId,
      STOREDESK_WECHAT_SECRET: this.secret,
      STOREDESK_WXCP_URL: this.url,
      STOREDESK_WXCP_APPID: this.corpId,
      STOREDESK_WXCP_SECRET: this.corpSecret,
      STOREDESK_WXCP_AGENTID: this.agentId,
    }
  }

  private route(path: string, q: URLSearchParams): object {
    const fail = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg}, rid: fake` })
    const forced = /^errcode:(\d+)$/.exec(q.get('code') ?? '')
    if (forced) return fail(Number(forced[1]), 'forced error')
    switch (path) {
      case '/sns/oauth2/access_token': {
        if (q.get('appid') !== this.appId || q.get('secret') !== this.secret)
          return fail(40125, 'invalid appsecret')
        if (q.get('grant_type') !== 'authorization_code') return fail(40002, 'invalid grant_type')
        const who = this.take(q.get('code'))
        if (who?.kind !== 'wechat') return fail(40029, 'invalid code')
        const token = `sns-${who.openid}`
        return {
          access_token: token,
          expires_in: 7200,
          refresh_token: `refresh-${who.openid}`,
          openid: who.openid,
          scope: who.scope ?? 'snsapi_base',
          ...(who.unionid && { unionid: who.unionid }),
        }
      }
      case '/sns/userinfo': {
        const openid = q.get('openid') ?? ''
        if (q.get('access_token') !== `sns-${openid}`) return fail(40001, 'invalid credential')
        const who = [...this.known.values()].find((i) => i.kind === 'wechat' && i.openid === openid)
        return who?.kind === 'wechat' ? { openid, nickname: who.nickname ?? '', unionid: who.unionid } : {}
      }
      case '/cgi-bin/gettoken': {
        if (q.get('corpid') !== this.corpId || q.get('corpsecret') !== this.corpSecret)
          return fail(40001, 'invalid credential')
        const token = `cp-token-${++this.counter}`
        this.tokens.add(token)
        return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 }
      }
      case '/cgi-bin/auth/getuserinfo': {
        if (!this.tokens.has(q.get('access_token') ?? '')) return fail(42001, 'access_token expired')
        const who = this.take(q.get('code'))
        if (who?.kind !== 'wxcp') return fail(40029, 'invalid code')
        return {
          errcode: 0,
          errmsg: 'ok',
          ...('userid' in who ? { userid: who.userid } : { openid: who.openid }),
        }
      }
      default:
        return fail(40066, 'invalid url')
    }
  }

  /** A code works once, like WeChat's. */
  private take(code: string | null): FakeIdentity | undefined {
    const who = code ? this.codes.get(code) : undefined
    if (code && who) {
      this.codes.delete(code)
      this.known.set(code, who)
    }
    return who
  }
}
