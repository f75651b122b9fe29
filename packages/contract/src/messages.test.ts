import { MESSAGES, pickLocale, translate } from './messages'
import { LOCALES } from './constants'

describe('messages (spec §8, contract.md "Envelope": msg in the caller’s language)', () => {
  it('uses the spec’s zh_CN texts exactly', () => {
    expect(translate('ok', 'zh_CN')).toBe('操作成功')
    expect(translate('unknownError', 'zh_CN')).toBe('未知错误')
    expect(translate('timeout', 'zh_CN')).toBe('请求超时')
    expect(translate('tenantIdMissing', 'zh_CN')).toBe('未查询到租户ID')
    expect(translate('forcedOffline', 'zh_CN')).toBe(
      '您的账号在另一地点登录，且已超过最大同时登录数量，为了您的账户安全，您已被迫下线！',
    )
  })

  it('has every message in all three languages, with the same placeholders', () => {
    for (const [key, catalog] of Object.entries(MESSAGES)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join()
      for (const locale of LOCALES) {
        expect(catalog[locale]).toBeTruthy()
        expect([key, placeholders(catalog[locale])]).toEqual([key, placeholders(catalog.zh_CN)])
      }
    }
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('fieldTooLong', 'en', { field: 'Code', limit: 255 })).toBe(
      'Code must be at most 255 characters',
    )
    expect(translate('fieldRequired', 'zh_HK', {})).toBe('{field}不能為空')
  })

  it('picks the language from ?lang= first, then Accept-Language, else zh_CN (spec §1)', () => {
    expect(pickLocale('en', 'zh-CN')).toBe('en')
    expect(pickLocale(undefined, 'zh-HK,zh;q=0.9')).toBe('zh_HK')
    expect(pickLocale(undefined, 'zh-TW')).toBe('zh_HK')
    expect(pickLocale(undefined, 'en-US,en;q=0.9')).toBe('en')
    expect(pickLocale('fr', 'de-DE')).toBe('zh_CN')
    expect(pickLocale(undefined, undefined)).toBe('zh_CN')
  })
})
