// Plain constants, importing nothing: the host's entry reads them before it loads anything shared.

/** The SSO server's addresses start with it (its cookie's path). */
export const SSO_PREFIX = '/api/store-sso-server'
export const SSO_BASE = `${SSO_PREFIX}/blade`
/** The browser entry of the central login (`ssoEndpoints.currentLoginToken`). */
export const CURRENT_LOGIN_TOKEN_PATH = `${SSO_BASE}/current-login-token`
