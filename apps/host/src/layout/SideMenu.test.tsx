import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { BridgeProvider } from '@store/bridge/react'
import { hostBridge } from '../bridge/host-bridge'
import { menus, registry } from '../micro/prefetch-fixtures'
import { HOVER_DELAY_MS } from '../micro/menu-prefetcher'
import { menuActions } from '../store/menu-slice'
import { shellStore } from '../store/shell-store'
import { SideMenu } from './SideMenu'

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  loadRemote: jest.fn(),
}))
// the tenant's registry as read after sign-in (its read is use-registry's own test)
jest.mock('../micro/use-registry', () => ({
  useMicroRegistry: () => ({
    status: 'ready',
    entries: jest.requireActual('../micro/prefetch-fixtures').registry,
  }),
}))

const runtime: { preloadRemote: jest.Mock } = jest.requireMock('@module-federation/enhanced/runtime')
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

function renderSideMenu() {
  shellStore.dispatch(menuActions.loaded({ routes: menus, applications: [] }))
  render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <SideMenu routes={menus} selectedPath="/" />
      </BridgeProvider>
    </Provider>,
  )
}
const menuItem = (path: string) => screen.getByTitle(path).closest('li')!

describe('the side menu prefetches the sub-app behind an item (issue 22 prefetch)', () => {
  it('the pointer resting on an item preloads the entry the registry resolves, once', async () => {
    expect(registry[0]!.entry).toBe('/apps/huikeCRM/1.0.1/mf-manifest.json')
    renderSideMenu()
    fireEvent.mouseEnter(menuItem('/huikeCRM/member/list'))
    await waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalledTimes(1))
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'storedesk_huikeCRM', exposes: ['App'], resourceCategory: 'sync' },
    ])
    fireEvent.mouseLeave(menuItem('/huikeCRM/member/list'))
    fireEvent.mouseEnter(menuItem('/huikeCRM/member/level'))
    await pause(HOVER_DELAY_MS * 2)
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1)
  })

  it('a group the user opens prefetches the sub-apps of its items', async () => {
    renderSideMenu()
    const marketing = screen.getByText('marketing')
    fireEvent.click(marketing)
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull()
    fireEvent.click(marketing)
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(
        'http://localhost/apps/sms/2.0.0/index.html',
      ),
    )
  })
})

describe('the side menu names every entry in full (spec §4 Sidebar)', () => {
  it('a group’s name, cut at the menu’s width, is whole on hover', () => {
    renderSideMenu()
    expect(screen.getByText('marketing').getAttribute('title')).toBe('marketing')
  })
})
