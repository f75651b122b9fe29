import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { BridgeProvider } from '@store/bridge/react'
import { inboxEndpoints, shellLookupEndpoints } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { Footer } from './Footer'
import { stylesheetRule } from './test-stylesheet'

describe('§2 footer: the notice carousel', () => {
  it('§2 footer: the notices scroll in a carousel 19 px high and 540 px wide', async () => {
    await i18next.changeLanguage('zh_CN')
    const server = fakeServer(hostApi)
    server.on('GET', shellLookupEndpoints.version.path, () => envelope(null))
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [{ title: '盘点通知' }], total: 1, size: 10, current: 1, pages: 1 }),
    )
    const { container } = render(
      <BridgeProvider bridge={hostBridge}>
        <Footer />
      </BridgeProvider>,
    )
    expect((await screen.findAllByText('盘点通知')).length).toBeGreaterThan(0)
    const carousel = container.querySelector('.sd-footer-notices')!
    expect(carousel.querySelector('.slick-vertical')).not.toBeNull()
    expect(stylesheetRule('.sd-footer-notices')).toMatch(/width: 540px;[\s\S]*height: 19px;/)
    expect(stylesheetRule('.sd-footer-notice')).toMatch(/height: 19px;/)
  })
})
