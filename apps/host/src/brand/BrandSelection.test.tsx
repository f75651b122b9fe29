import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { BridgeProvider } from '@store/bridge/react'
import type { MenuApplication } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { bindNavigate } from '../router/navigation'
import { envelope, fakeServer } from '../session/test-server'
import { menuActions } from '../store/menu-slice'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { tabFor } from '../tabs/rules'
import { BRAND_LIST_URL } from './brands'
import { BrandSelection } from './BrandSelection'

const crm = { id: 'app-crm', code: 'huikeCRM' } as MenuApplication

function topBar(brands: { brandId: string; brandName: string }[]) {
  localStorage.clear()
  hostControl.setState({ brandId: null })
  shellStore.dispatch(menuActions.loaded({ routes: [], applications: [crm] }))
  const server = fakeServer(hostApi)
  server.on('GET', BRAND_LIST_URL, () => envelope(brands))
  render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <App>
          <MemoryRouter initialEntries={['/wel/index']}>
            <BrandSelection />
          </MemoryRouter>
        </App>
      </BridgeProvider>
    </Provider>,
  )
}

const BRANDS = [
  { brandId: 'b1', brandName: '康安' },
  { brandId: 'b2', brandName: '康宁' },
]

describe('§4 brand selection', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('zh_CN')
    bindNavigate(() => undefined)
  })

  it('§4 brand selection: with one brand it is used and no chooser is offered', async () => {
    topBar(BRANDS.slice(0, 1))
    await waitFor(() => expect(hostBridge.getState().brandId).toBe('b1'))
    expect(screen.queryByRole('button', { name: /康安/ })).toBeNull()
  })

  it('§4 brand selection: with several brands the top bar opens the chooser, the first brand in use', async () => {
    topBar(BRANDS)
    fireEvent.click(await screen.findByRole('button', { name: /康安/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('选择会员品牌')).toBeTruthy()
    expect(within(dialog).getByText('康宁')).toBeTruthy()
    expect(hostBridge.getState().brandId).toBe('b1')
  })

  it('§8 business-unit switch: choosing another brand warns, then switches and closes the pages', async () => {
    topBar(BRANDS)
    shellStore.dispatch(tabActions.reset())
    shellStore.dispatch(tabActions.opened(tabFor('/huikeCRM/member', '会员')))
    fireEvent.click(await screen.findByRole('button', { name: /康安/ }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByText('康宁'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    const confirm = await waitFor(() => {
      const title = document.querySelector('.ant-modal-confirm-title')
      expect(title?.textContent).toBe('此操作将清空未保存的数据以及关闭正在浏览的页面, 是否继续?')
      return title!.closest<HTMLElement>('.ant-modal-confirm')!
    })
    expect(hostBridge.getState().brandId).toBe('b1')
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(hostBridge.getState().brandId).toBe('b2'))
    expect(shellStore.getState().tabs.list.map((t) => t.value)).toEqual(['/wel/index'])
  })
})
