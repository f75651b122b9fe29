import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { BridgeProvider } from '@store/bridge/react'
import { startShell } from '../bridge/start'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { layoutActions } from '../store/layout-slice'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { AppRoutes } from './AppRoutes'

// the session start talks to the SSO server; here it never finishes, so the gate keeps waiting for a user
jest.mock('../bridge/start', () => ({ startShell: jest.fn(() => new Promise<boolean>(() => undefined)) }))

function Where() {
  const { pathname } = useLocation()
  return <output>{pathname}</output>
}

function open(path: string) {
  return render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </BridgeProvider>
    </Provider>,
  )
}

const where = () => screen.getByRole('status').textContent
const tabValues = () => shellStore.getState().tabs.list.map((t) => t.value)

describe('§2 routes', () => {
  beforeAll(() => i18next.changeLanguage('zh_CN'))
  beforeEach(() => {
    hostControl.setState({ user: null })
    shellStore.dispatch(layoutActions.unlocked())
    shellStore.dispatch(tabActions.reset())
  })

  it('§2 routes: / redirects to /wel (the welcome page)', () => {
    open('/')
    expect(where()).toBe('/wel/index')
  })

  it.each(['/403', '/404', '/500', '/browserDownload'])(
    '§2 routes: the public route %s renders outside the shell and opens no tab',
    (path) => {
      const { container } = open(path)
      expect(where()).toBe(path)
      expect(container.querySelector('.sd-shell')).toBeNull()
      expect(container.querySelector('.ant-spin-fullscreen')).toBeNull()
      expect(tabValues()).toEqual(['/wel/index'])
    },
  )

  it('§2 routes: /switchTenant needs a session (the session starts first)', () => {
    const { container } = open('/switchTenant')
    expect(startShell).toHaveBeenCalled()
    expect(container.querySelector('.sd-shell')).toBeNull()
    expect(screen.queryByText('切换租户')).toBeNull()
  })

  it('§2 layout: the body waits for a user with an id', () => {
    const { container } = open('/wel/index')
    expect(container.querySelector('.sd-shell')).toBeNull()
    act(() => hostControl.setState({ user: { ...fakeUser, userId: '' } }))
    expect(container.querySelector('.sd-shell')).toBeNull()
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull()
  })

  it('§4 lock: a locked session opening any shell URL lands on /lock', () => {
    shellStore.dispatch(layoutActions.locked('secret'))
    const { container } = open('/system/user')
    expect(where()).toBe('/lock')
    expect(container.querySelector('.sd-shell')).toBeNull()
    expect(tabValues()).toEqual(['/wel/index'])
  })
})

const fakeUser = {
  userId: '1001',
  account: 'admin',
  userName: 'admin',
  realName: '管理员',
  avatar: '',
  deptId: '10',
  roleIds: ['1'],
  roleNames: ['administrator'],
}
