import { HOME_PATH, LOGIN_PATH } from '../session'

/** Characters a browser drops or reinterprets in a URL (`/\host`, `/<tab>/host` become `//host`). */
const UNSAFE = /[\s\\\p{Cc}]/u

/**
 * Where to go after signing in: the `redirect` parameter when it stays on this origin (as a path),
 * else the home page. The SSO server checks it again when the session starts (docs/sso.md).
 */
export function safeRedirect(raw: string | null, origin: string): string {
  if (!raw || UNSAFE.test(raw)) return HOME_PATH
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return HOME_PATH
  }
  if (url.origin !== origin || url.username || url.password) return HOME_PATH
  if (url.pathname === LOGIN_PATH || url.pathname === '/register') return HOME_PATH
  return `${url.pathname}${url.search}${url.hash}`
}
