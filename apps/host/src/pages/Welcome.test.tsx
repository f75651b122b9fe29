import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { Provider } from 'react-redux'
import { NO_PERMISSIONS } from '@store/bridge'
import { BridgeProvider } from '@store/bridge/react'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import {
  PRICE_CODES,
  priceEndpoints,
  type AnomalyCounts,
  type OftenFunctions,
  type QuickAccessItem,
} from '@store/contract'
import { envelope, fakeServer } from '../session/test-server'
import { shellStore } from '../store/shell-store'
import { Welcome } from './Welcome'

const usersMenu: QuickAccessItem = {
  id: '501',
  menuId: '501',
  parentId: '500',
  code: 'user',
  name: 'Users',
  view: 'System/Users',
  path: '/system/user',
  source: null,
  category: 1,
  applicationId: '50',
}

const COUNTS: AnomalyCounts = {
  open: 7,
  acknowledged: 2,
  kinds: [
    { kind: 'below_cost', count: 5 },
    { kind: 'promotion_floor', count: 4 },
  ],
}

/** The home page against the answers the server really gives (apps/server/src/modules/desk). */
function welcome(often: OftenFunctions, buttons: string[] = []) {
  hostControl.setState({ permissions: { ...NO_PERMISSIONS, buttons } })
  const server = fakeServer(hostApi)
  server.on('GET', '/api/blade-desk/log/queryOftenFunction', () => envelope(often))
  server.on('GET', '/api/blade-desk/notice/page', () =>
    envelope({
      records: [{ id: '9', title: 'Welcome to Storedesk', type: 1, read: 0, time: '2026-11-24 01:03:17' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    }),
  )
  server.on('GET', priceEndpoints.anomalyCounts.path, () => envelope(COUNTS))
  render(
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <Welcome />
      </BridgeProvider>
    </Provider>,
  )
}

describe('the home page (/wel/index)', () => {
  beforeAll(() => i18next.changeLanguage('en'))

  it('lists the often-used functions from the menus of the queryOftenFunction answer', async () => {
    welcome({ adjusted: true, checkedKeys: ['501'], halfCheckedKeys: [], menus: [usersMenu] })
    expect(await screen.findByText('Users')).toBeTruthy()
    expect(await screen.findByText('Welcome to Storedesk')).toBeTruthy()
  })

  it('says so when the user has no often-used functions yet', async () => {
    welcome({ adjusted: false, checkedKeys: [], halfCheckedKeys: [], menus: [] })
    expect(await screen.findByText('Nothing yet: pages you open will show up here')).toBeTruthy()
    expect(await screen.findByText('2026-11-24 01:03:17')).toBeTruthy()
  })

  it('shows the price anomalies’ figures to holders of their view permission', async () => {
    welcome({ adjusted: false, checkedKeys: [], halfCheckedKeys: [], menus: [] }, [PRICE_CODES.anomalyView])
    expect(await screen.findByText('Price anomalies')).toBeTruthy()
    expect(await screen.findByText('7')).toBeTruthy()
    expect(screen.getByText('2')).toBeTruthy()
    expect(screen.getByText('Below cost 5')).toBeTruthy()
    expect(screen.getByText('Promotion price under the floor 4')).toBeTruthy()
  })

  it('shows no anomaly figures without the permission', async () => {
    welcome({ adjusted: false, checkedKeys: [], halfCheckedKeys: [], menus: [] })
    expect(await screen.findByText('2026-11-24 01:03:17')).toBeTruthy()
    expect(screen.queryByText('Price anomalies')).toBeNull()
  })
})
