import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { MAX_RETURN_URL } from '../login'
import { LangParam } from '../resource'
import { TokenReply } from '../token'
import { CURRENT_LOGIN_TOKEN_PATH, SSO_BASE as BASE } from './sso-paths'

/** The header an application sends its app session's handle (storeSessionId) in. */
export const SSO_SESSION_HEADER = 'store-session-id'
const tags = ['sso']

const Redirect = Type.String({
  minLength: 1,
  maxLength: MAX_RETURN_URL,
  description: 'where to send the browser back: an absolute URL on a configured origin, or a path here',
})
const SessionHeader = Type.Object({
  [SSO_SESSION_HEADER]: Type.Optional(
    Type.String({ maxLength: 128, description: 'the storeSessionId the SSO server handed back' }),
  ),
})

/** spec §4 Session start and Logout, §7 Auth: the single sign-on server (protocol: docs/sso.md). */
export const ssoEndpoints = {
  /** the browser goes there itself: a redirect, not a call */
  currentLoginToken: defineEndpoint({
    method: 'GET',
    path: CURRENT_LOGIN_TOKEN_PATH,
    tags,
    summary:
      'Browser entry: back to the return URL with a new storeSessionId when a central session lives, else to the login page',
    query: Type.Object({ redirect: Redirect, ...LangParam }, { additionalProperties: false }),
    envelope: false,
    status: 302,
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
    headers: SessionHeader,
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
    headers: SessionHeader,
    reply: TokenReply,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: `${BASE}/logout`,
    tags,
    summary: 'Federated logout: ends the central session and every app session under it; clears the cookie',
    headers: SessionHeader,
    reply: Type.Boolean(),
  }),
}
