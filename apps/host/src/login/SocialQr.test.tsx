import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QRCode } from 'antd'
import { LIMITS, type Locale } from '@store/contract'
import { envelope, fakeServer } from '../session/test-server'
import type { SocialQrConfig } from '@store/contract'
import { LoginApp } from './LoginApp'
import { MESSAGES } from './messages'

const AUTHORIZE_URL =
  'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-app&redirect_uri=http%3A%2F%2Flocalhost%2Fauthorization%3Fredirect%3D%252Fwel%252Findex&response_type=code&scope=snsapi_base&state=wechat.abc#wechat_redirect'
const WECHAT_QR: SocialQrConfig = {
  appId: 'wx-app',
  agentId: null,
  redirectUri: 'http://localhost/authorization?redirect=%2Fwel%2Findex',
  state: 'wechat.abc',
  authorizeUrl: AUTHORIZE_URL,
}

/** The login page with WeChat offered by getEntryMode and the QR look-ups scripted. */
function loginPage(locale: Locale, qr: Partial<Record<'wechat' | 'wxcp', SocialQrConfig | null>>) {
  const server = fakeServer()
  server.on('GET', '/api/blade-system/tenant/info', () => envelope(null))
  server.on('GET', '/api/store-crm/base-info/getEntryMode', () =>
    envelope({ defaultLogin: 'pwd', pwdLogin: 1, smsLogin: 1, wxLogin: 1, cpLogin: 1 }),
  )
  server.on('GET', '/api/store-wx/weixin/op/qr-config', () => envelope(qr.wechat ?? null))
  server.on('GET', '/api/store-qywx/weixin/cp/qr-config', () => envelope(qr.wxcp ?? null))
  render(<LoginApp initialLocale={locale} api={server.api} navigate={() => undefined} />)
  return server
}

/** The svg antd draws for `value`: the same drawing means the same encoded text. */
function referenceSvg(value: string): string {
  const { container, unmount } = render(<QRCode type="svg" size={180} value={value} />)
  const svg = container.querySelector('svg')!.outerHTML
  unmount()
  return svg
}

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/authorization?redirect=%2Fwel%2Findex')
})

describe('WeChat and enterprise-WeChat login QR (issue 6 item 3)', () => {
  it('draws the QR of the authorisation URL the server gives for the tenant, as an svg', async () => {
    const server = loginPage('zh_CN', { wechat: WECHAT_QR })
    await waitFor(() => expect(screen.getByRole('tab', { name: '微信' })).toBeTruthy())
    fireEvent.click(screen.getByRole('tab', { name: '微信' }))
    const svg = await waitFor(() => {
      const drawn = document.querySelector('[data-testid="wechat-qr"] svg')
      expect(drawn).not.toBeNull()
      return drawn!
    })
    expect(svg.outerHTML).toBe(referenceSvg(AUTHORIZE_URL))
    expect(svg.outerHTML).not.toBe(referenceSvg(AUTHORIZE_URL.replace('wechat.abc', 'wechat.abd')))
    expect(screen.getByText(MESSAGES.zh_CN.wechatHint)).toBeTruthy()
    const lookUp = server.requests.find((r) => r.url === '/api/store-wx/weixin/op/qr-config')
    // the page's tenant (the default one: no tenant for this domain) and its own return URL
    expect(lookUp?.params).toEqual({ tenantId: LIMITS.defaultTenantId, redirect: '/wel/index' })
  })

  it.each(['zh_CN', 'zh_HK', 'en'] as const)(
    'a tenant whose provider is not configured sees the not-configured text (%s), no QR',
    async (locale) => {
      loginPage(locale, { wechat: WECHAT_QR, wxcp: null })
      const tab = await screen.findByRole('tab', { name: MESSAGES[locale].tabWxcp })
      fireEvent.click(tab)
      await screen.findByText(MESSAGES[locale].wxcpOff)
      expect(document.querySelector('[data-testid="wxcp-qr"]')).toBeNull()
    },
  )
})
