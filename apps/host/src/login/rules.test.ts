import { HOME_PATH } from '../session'
import { pageLocale } from '../i18n/locale'
import { MESSAGES, translate } from './messages'
import { safeRedirect } from './redirect'
import { socialReturn } from './social'
import { passwordStage } from './password-age'

const ORIGIN = 'http://localhost:8080'

describe('redirect after sign-in: same origin only', () => {
  it.each([
    ['/wel/index', '/wel/index'],
    ['/wel/app?applicationId=7#top', '/wel/app?applicationId=7#top'],
    [`${ORIGIN}/notification?type=2`, '/notification?type=2'],
  ])('%s is kept as the path %s', (raw, path) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(path)
  })

  it.each([
    null,
    '',
    'https://evil.test/steal',
    '//evil.test/x',
    '/\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    'http://localhost:9999/wel/index',
    `http://user:pw@localhost:8080/wel/index`,
    '/authorization?redirect=/wel/index',
  ])('%s goes home instead', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(HOME_PATH)
  })
})

describe('password age after a grant (spec §4 Login)', () => {
  it('only 0 and 3 start the session, 3 with a warning; 2 changes, 1 resets first', () => {
    expect([0, 3, 2, 1].map(passwordStage)).toEqual([
      'session',
      'warnThenSession',
      'changeInitial',
      'resetExpired',
    ])
  })

  it.each([4, -1, 9, undefined])('§4 login: pwd_expired %s starts no session', (value) => {
    expect(passwordStage(value)).toBe('notLoggedIn')
  })
})

describe('language of the page (spec §1)', () => {
  it('?lang= wins, then the saved choice, then zh_CN; unknown codes are ignored', () => {
    expect(pageLocale('?lang=en', 'zh_HK')).toBe('en')
    expect(pageLocale('?lang=fr', 'zh_HK')).toBe('zh_HK')
    expect(pageLocale('', 'de')).toBe('zh_CN')
  })

  it('every text exists in the three languages and fills its placeholders', () => {
    const keys = Object.keys(MESSAGES.zh_CN).sort()
    expect(Object.keys(MESSAGES.zh_HK).sort()).toEqual(keys)
    expect(Object.keys(MESSAGES.en).sort()).toEqual(keys)
    expect(translate('en', 'resendIn', { seconds: 42 })).toBe('Resend in 42 s')
  })
})

describe('back from WeChat', () => {
  it('the state names the provider the code is for', () => {
    expect(socialReturn('?code=abc&state=wxcp.x1')).toEqual({ kind: 'wxcp', code: 'abc', state: 'wxcp.x1' })
    expect(socialReturn('?code=abc&state=wechat')).toMatchObject({ kind: 'wechat' })
    expect(socialReturn('?code=abc&state=other')).toBeNull()
    expect(socialReturn('?state=wechat')).toBeNull()
  })
})
