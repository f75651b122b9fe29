import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { BridgeProvider } from '@store/bridge/react'
import { inboxEndpoints, type InboxNotice } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { bindNavigate } from '../router/navigation'
import { envelope, fakeServer } from '../session/test-server'
import { menuActions } from '../store/menu-slice'
import { shellStore } from '../store/shell-store'
import { NoticeButton } from './NoticeButton'
import { stylesheetRule } from './test-stylesheet'

const notice: InboxNotice = {
  id: '7',
  title: '盘点通知',
  type: 1,
  deliveryWay: 1,
  content: null,
  address: null,
  time: '2026-11-27 09:00:00',
  showDate: null,
  userName: null,
  phone: null,
  read: 0,
}

/** The notice button of a user without menus, its server scripted by the test. */
function renderButton() {
  shellStore.dispatch(menuActions.loaded({ routes: [], applications: [] }))
  const server = fakeServer(hostApi)
  server.on('GET', inboxEndpoints.unreadCount.path, () => envelope({ total: 0 }))
  render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <NoticeButton />
      </BridgeProvider>
    </Provider>,
  )
  return server
}

describe('the notice button (spec §2 top bar, §6, §7 haveNewNotice, §8)', () => {
  beforeEach(() => i18next.changeLanguage('zh_CN'))

  it('shows the new notice as soon as the realtime hub says there is one, without a reload', async () => {
    let unread = 0
    const server = renderButton()
    server.on('GET', inboxEndpoints.unreadCount.path, () => envelope({ total: unread }))
    const dot = () => document.querySelector('.ant-badge-dot')
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(dot()).toBeNull()

    unread = 1
    act(() => hostControl.emitRealtime('haveNewNotice', { title: '盘点通知' }))
    await waitFor(() => expect(dot()).not.toBeNull())
    expect(server.requests.filter((r) => r.url.endsWith('/unread-count'))).toHaveLength(2)
  })

  it('§6 opening a notice whose page the user has no menu for says so and goes nowhere', async () => {
    const server = renderButton()
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [notice], total: 1, size: 10, current: 1, pages: 1 }),
    )
    const visited: string[] = []
    bindNavigate((path) => visited.push(path))
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    fireEvent.click(await screen.findByText('盘点通知'))
    expect(await screen.findByText('您没有菜单的使用权限，请联系您的管理员')).toBeTruthy()
    expect(visited).toEqual([])
  })

  it('§8 a failed update list shows 未获取到更新信息列表 with an empty list', async () => {
    const server = renderButton()
    server.on('GET', inboxEndpoints.page.path, ({ params }) =>
      params.type === 3
        ? { status: 500, body: { code: 500, success: false, msg: 'boom' } }
        : envelope({ records: [notice], total: 1, size: 10, current: 1, pages: 1 }),
    )
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    await screen.findByText('盘点通知')
    fireEvent.click(screen.getByRole('tab', { name: '产品更新' }))
    expect(await screen.findByText('未获取到更新信息列表')).toBeTruthy()
    expect(screen.queryByText('boom')).toBeNull()
    expect(document.querySelectorAll('.sd-notice-item')).toHaveLength(0)
  })

  it('§4 notices: the tabs read 下载通知, 产品更新, 全部通知 and the popover opens on downloads', async () => {
    const server = renderButton()
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [], total: 0, size: 10, current: 1, pages: 0 }),
    )
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['下载通知', '产品更新', '全部通知'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('下载通知')
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === inboxEndpoints.page.path)?.params).toMatchObject({
        current: 1,
        size: 10,
        type: 2,
      }),
    )
  })

  it('§4 notices: a download or product-update notice opens its address in a new window', async () => {
    const server = renderButton()
    const download = {
      ...notice,
      id: '8',
      type: 2,
      title: '会员导出',
      address: 'https://files.example/x.xlsx',
    }
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [download], total: 1, size: 10, current: 1, pages: 1 }),
    )
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    fireEvent.click(await screen.findByText('会员导出'))
    expect(open).toHaveBeenCalledWith('https://files.example/x.xlsx', '_blank', 'noopener')
    open.mockRestore()
  })

  it('§4 notices: a notice of type 1 opens its detail page when the user holds that menu', async () => {
    const server = renderButton()
    shellStore.dispatch(
      menuActions.loaded({
        routes: [{ id: '9', parentId: '1', path: '/topDetail', meta: {}, children: [] } as never],
        applications: [],
      }),
    )
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [notice], total: 1, size: 10, current: 1, pages: 1 }),
    )
    const visited: string[] = []
    bindNavigate((path) => visited.push(path))
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    fireEvent.click(await screen.findByText('盘点通知'))
    expect(visited).toHaveLength(1)
    expect(visited[0]).toMatch(/^\/topDetail\?id=7&title=/)
  })

  it('§2 notices: the popover list is 300 px high at most', async () => {
    const server = renderButton()
    server.on('GET', inboxEndpoints.page.path, () =>
      envelope({ records: [notice], total: 1, size: 10, current: 1, pages: 1 }),
    )
    fireEvent.click(screen.getByRole('button', { name: '通知' }))
    await screen.findByText('盘点通知')
    const list = document.querySelector('.sd-notice-list')!
    expect(list).toBeTruthy()
    expect(stylesheetRule('.sd-notice-list')).toMatch(/max-height: 300px;/)
  })
})
