import { AppError } from '../../core/errors'
import { parseReturnUrl, withSessionId } from './return-url'

const ALLOWED = ['https://shop.example.com', 'http://localhost:8080']
const OWN = 'https://sso.example.com'
const parse = (raw: string) => parseReturnUrl(raw, ALLOWED, OWN)

/** Issue "single sign-on": return URLs only on configured origins (no open redirect). */
describe('return URLs of the SSO server', () => {
  it('accepts an absolute URL on a configured origin and keeps its path, query and hash route', () => {
    expect(parse('https://shop.example.com/#/wel/index')).toEqual({
      href: 'https://shop.example.com/#/wel/index',
      relative: false,
      origin: 'https://shop.example.com',
    })
    expect(parse('HTTP://LOCALHOST:8080/a?b=1').origin).toBe('http://localhost:8080')
  })

  it('accepts a path on this server, kept relative, for this server’s own origin', () => {
    expect(parse('/wel/index?x=1')).toEqual({ href: '/wel/index?x=1', relative: true, origin: OWN })
  })

  it.each([
    ['another origin', 'https://evil.example.net/'],
    ['a look-alike host', 'https://shop.example.com.evil.net/'],
    ['another port of an allowed host', 'https://shop.example.com:8443/'],
    ['another scheme of an allowed host', 'http://shop.example.com/'],
    ['user info before an allowed host', 'https://user:pw@shop.example.com/'],
    ['an allowed origin used as user info', 'https://shop.example.com@evil.net/'],
    ['a protocol-relative URL', '//evil.net/path'],
    ['a backslash path', '/\\evil.net'],
    ['backslashes as slashes', 'https:\\\\evil.net'],
    ['a tab inside the slashes', '/\t/evil.net'],
    ['a newline', '/wel\n/x'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a leading slash', 'evil.net/x'],
    ['an over-long URL', `/${'a'.repeat(2048)}`],
  ])('refuses %s with ssoRedirectRefused', (_what, raw) => {
    let error: unknown
    try {
      parse(raw)
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).key).toBe('ssoRedirectRefused')
    expect((error as AppError).statusCode).toBe(400)
  })

  it('puts storeSessionId into the query string, before a hash route', () => {
    expect(withSessionId(parse('https://shop.example.com/app?a=1#/wel'), 'H')).toBe(
      'https://shop.example.com/app?a=1&storeSessionId=H#/wel',
    )
    expect(withSessionId(parse('/wel/index'), 'H')).toBe('/wel/index?storeSessionId=H')
  })

  it('replaces a storeSessionId the return URL already carried', () => {
    expect(withSessionId(parse('/?storeSessionId=old'), 'new')).toBe('/?storeSessionId=new')
  })
})
