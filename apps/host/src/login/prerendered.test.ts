import { canHydrate, PRERENDERED_ATTRIBUTE } from './prerendered'

const root = (locale: string | null) => {
  const element = document.createElement('div')
  if (locale) element.setAttribute(PRERENDERED_ATTRIBUTE, locale)
  return element
}
const at = (pathname: string, search = '') => ({ pathname, search, origin: 'http://localhost' })

describe('the prerendered sign-in page is taken over only when it is what the page shows', () => {
  it('the same page in the same language (spec §1 ?lang=) hydrates', () => {
    expect(canHydrate(root('en'), 'en', at('/authorization', '?lang=en&redirect=%2Fwel'))).toBe(true)
  })

  it('another language, a page built without markup, /register or a WeChat return render afresh', () => {
    expect(canHydrate(root('zh_CN'), 'en', at('/authorization'))).toBe(false)
    expect(canHydrate(root(null), 'zh_CN', at('/authorization'))).toBe(false)
    expect(canHydrate(root('zh_CN'), 'zh_CN', at('/register'))).toBe(false)
    expect(canHydrate(root('zh_CN'), 'zh_CN', at('/authorization', '?code=c1&state=wechat.s1'))).toBe(false)
  })
})
