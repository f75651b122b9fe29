import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { TokenReply } from '../token'

const Param = Type.Optional(Type.String({ maxLength: 512 }))

/** The token endpoint and logout of spec §7 Auth (contract.md "Token endpoint"). */
export const oauthEndpoints = {
  /**
   * Its parameters come in the query string or a form body (the web clients send the form, which
   * `call`'s typed body does not take: they post it to the path), and it answers plain OAuth JSON,
   * not the envelope: `reply` is the whole answer.
   */
  token: defineEndpoint({
    method: 'POST',
    path: '/api/blade-auth/oauth/token',
    tags: ['auth'],
    summary:
      'OAuth2 token: password, captcha, refresh_token, sms, wechat, wxcp and mfa grants (not wrapped in the envelope)',
    query: Type.Object(
      {
        grant_type: Param,
        scope: Param,
        tenantId: Param,
        username: Param,
        password: Param,
        refresh_token: Param,
      },
      { additionalProperties: true },
    ),
    reply: TokenReply,
  }),
  /** its route checks no query and documents no reply (the OpenAPI document as it is) */
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/blade-auth/oauth/logout',
    tags: ['auth'],
    summary: 'End this session: its access and refresh tokens stop working',
    query: null,
    reply: Type.Boolean(),
  }),
}
