import { MAX_RETURN_URL } from '@store/contract'
import { badRequest } from '../../core/errors'

/** Where the SSO server may send a browser: checked before any redirect, so it is never an open redirect. */
export interface ReturnUrl {
  /** an absolute URL on an allowed origin, or a path on this server (kept relative) */
  href: string
  relative: boolean
  /** the origin the app session is opened for (this server's own for a path) */
  origin: string
}

/** The page that signs a browser in and then starts its central session (the host app's route). */
export const LOGIN_PAGE = '/authorization'

export { MAX_RETURN_URL }

// Browsers read a backslash as a slash and drop tabs and newlines inside URLs, which turns
// `/\evil.com` or `/<tab>/evil.com` into `//evil.com`: such characters are refused outright.
const UNSAFE = /[\s\\\p{Cc}]/u

/**
 * Accepts an absolute http(s) URL whose origin is one of `allowed` (no user info), or a path that
 * starts with exactly one `/`; anything else is a 400 with `ssoRedirectRefused`.
 */
export function parseReturnUrl(raw: string, allowed: readonly string[], ownOrigin: string): ReturnUrl {
  const refused = badRequest('ssoRedirectRefused')
  if (raw.length > MAX_RETURN_URL || UNSAFE.test(raw)) throw refused
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) throw refused
    return { href: raw, relative: true, origin: ownOrigin }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw refused
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !allowed.includes(url.origin))
    throw refused
  return { href: url.href, relative: false, origin: url.origin }
}

/** The return URL with `storeSessionId` in its query string (before any `#` fragment of a hash router). */
export function withSessionId(target: ReturnUrl, storeSessionId: string): string {
  const url = new URL(target.href, 'http://relative.invalid')
  url.searchParams.set('storeSessionId', storeSessionId)
  return target.relative ? url.pathname + url.search + url.hash : url.href
}
