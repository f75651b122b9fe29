import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { createBridge, NO_PERMISSIONS, type HostServices, type TabRequest } from '@store/bridge'
import { fakeServer } from '@store/ui/testing'
import subApp from '../../App'

const plans = [
  {
    id: '11',
    planCode: 'KA-2025-004',
    planName: 'Vitamin window',
    category: 'window',
    amount: '25600.00',
    status: 1,
    launchDate: '2025-03-15',
    remark: null,
  },
  {
    id: '12',
    planCode: 'KA-2025-003',
    planName: 'Mask gondola',
    category: 'gondola',
    amount: '860.00',
    status: 0,
    launchDate: '2024-12-01',
    remark: null,
  },
]

function renderList(buttons: string[]) {
  const tabs: TabRequest[] = []
  const server = fakeServer({
    'GET /api/store-demo/item/page': () => ({ data: { records: plans, total: plans.length } }),
    'GET /api/blade-system/dict/dictionaryList': () => ({
      data: {
        demo_shelf_category: [
          { dictKey: 'window', dictValue: 'Shop window' },
          { dictKey: 'gondola', dictValue: 'Gondola' },
        ],
        demo_item_status: [
          { dictKey: '1', dictValue: 'Enabled' },
          { dictKey: '0', dictValue: 'Disabled' },
        ],
      },
    }),
  })
  // The sub-app makes its client from the bridge (createBridgeApi): answer its calls in memory.
  axios.defaults.adapter = server.adapter
  const services = {
    openTab: (tab: TabRequest) => void tabs.push(tab),
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, {
    locale: 'en',
    brandId: 'brand-kangan',
    permissions: { ...NO_PERMISSIONS, buttons },
  })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={['/child-store-demo/list']}>
        <Routes>
          <Route
            path="/child-store-demo/*"
            element={<subApp.Component bridge={bridge} basename="/child-store-demo" i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
  return { tabs }
}

describe('child-store-demo list page', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('shows the shell’s brand, the language and this build’s version above the plans', async () => {
    renderList(['demo_view'])
    expect(screen.getByTestId('demo-brand').textContent).toBe('brand-kangan')
    expect(screen.getByTestId('demo-locale').textContent).toBe('en')
    expect(screen.getByTestId('demo-version').textContent).toBe(subApp.version)
    const row = (await screen.findByText('KA-2025-004')).closest('tr')!
    expect(within(row).getByText('Shop window')).toBeTruthy()
    expect(within(row).getByText('25,600.00')).toBeTruthy()
    expect(within(row).getByText('Enabled')).toBeTruthy()
  })

  it('a clerk (view only) opens a plan in its own tab and gets no add, edit or delete', async () => {
    const { tabs } = renderList(['demo_view'])
    const row = (await screen.findByText('KA-2025-003')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'View' }))
    expect(tabs).toEqual([{ path: '/child-store-demo/detail/12', label: 'Mask gondola' }])
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('an administrator gets the add, edit and delete buttons', async () => {
    renderList(['demo_view', 'demo_add', 'demo_edit', 'demo_delete'])
    await screen.findByText('KA-2025-004')
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2)
  })
})
