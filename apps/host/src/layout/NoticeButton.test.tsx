import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, render, waitFor } from '@testing-library/react'
import { BridgeProvider } from '@store/bridge/react'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { NoticeButton } from './NoticeButton'

describe('the notice badge (spec §2 top bar, §7 haveNewNotice)', () => {
  it('shows the new notice as soon as the realtime hub says there is one, without a reload', async () => {
    let unread = 0
    const server = fakeServer(hostApi)
    server.on('GET', '/api/blade-desk/notice/unread-count', () => envelope({ total: unread }))
    const { container } = render(
      <BridgeProvider bridge={hostBridge}>
        <NoticeButton />
      </BridgeProvider>,
    )
    const dot = () => container.querySelector('.ant-badge-dot')
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(dot()).toBeNull()

    unread = 1
    act(() => hostControl.emitRealtime('haveNewNotice', { title: '盘点通知' }))
    await waitFor(() => expect(dot()).not.toBeNull())
    expect(server.requests.filter((r) => r.url.endsWith('/unread-count'))).toHaveLength(2)
  })
})
