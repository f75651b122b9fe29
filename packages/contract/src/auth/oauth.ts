import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { TokenReply } from '../token'

const tags = ['auth']

const Param = Type.Optional(Type.String({ maxLength: 512 }))
const logoutSummary = 'End this session: its access and refresh tokens stop working'

/** The token endpoint and logout of spec §7 Auth (the captcha is the login page's: loginEndpoints). */
export const oauthEndpoints = {
  /** Token parameters come in the query string or a form body (contract.md "Token endpoint"). */
  token: defineEndpoint({
    method: 'POST',
    path: '/api/blade-auth/oauth/token',
    tags,
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
    envelope: false,
    reply: TokenReply,
  }),
  /** registered without query or reply schemas (the OpenAPI document as it was) */
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/blade-auth/oauth/logout',
    tags,
    summary: logoutSummary,
    query: null,
    reply: Type.Boolean(),
  }),
  logoutPost: defineEndpoint({
    method: 'POST',
    path: '/api/blade-auth/oauth/logout',
    tags,
    summary: logoutSummary,
    query: null,
    reply: Type.Boolean(),
  }),
}
