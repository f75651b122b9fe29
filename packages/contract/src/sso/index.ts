import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { MAX_RETURN_URL } from '../login'
import { LangParam } from '../resource'
import { TokenReply } from '../token'

/** The single sign-on server (apps/server/src/modules/sso; protocol: docs/sso.md). */
const BASE = '/api/store-sso-server/blade'
const tags = ['sso']

const Redirect = Type.String({
  minLength: 1,
  maxLength: MAX_RETURN_URL,
  description: 'where to send the browser back: an absolute URL on a configured origin, or a path here',
})

/**
 * spec §4 Session start and Logout, §7 Auth. getToken, refreshToken and logout name the app session
 * by the `store-session-id` header (beside the central session's cookie).
 */
export const ssoEndpoints = {
  /** a browser entry: it answers a redirect (302), never the envelope */
  currentLoginToken: defineEndpoint({
    method: 'GET',
    path: `${BASE}/current-login-token`,
    tags,
    summary:
      'Browser entry: back to the return URL with a new storeSessionId when a central session lives, else to the login page',
    query: Type.Object({ redirect: Redirect, ...LangParam }, { additionalProperties: false }),
    reply: Type.Null({ description: 'Location: the return URL with storeSessionId, or the login page' }),
  }),
  session: defineEndpoint({
    method: 'POST',
    path: `${BASE}/session`,
    tags,
    summary:
      'Start the browser’s central session from a sign-in made just now (sets the HttpOnly cookie); answers the return URL with storeSessionId',
    body: Type.Object({ redirect: Redirect }, { additionalProperties: false }),
    reply: Type.Object({ redirect: Type.String() }),
  }),
  getToken: defineEndpoint({
    method: 'GET',
    path: `${BASE}/getToken`,
    tags,
    summary:
      'The app session’s tokens, for the central session cookie and the store-session-id header together',
    reply: TokenReply,
  }),
  refreshToken: defineEndpoint({
    method: 'GET',
    path: `${BASE}/refreshToken`,
    tags,
    summary:
      'Rotate the app session’s refresh token (cookie, store-session-id header and refresh_token); a reused one ends the session',
    query: Type.Object(
      { refresh_token: Type.String({ minLength: 1, maxLength: 512 }), ...LangParam },
      { additionalProperties: false },
    ),
    reply: TokenReply,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: `${BASE}/logout`,
    tags,
    summary: 'Federated logout: ends the central session and every app session under it; clears the cookie',
    reply: Type.Boolean(),
  }),
}
