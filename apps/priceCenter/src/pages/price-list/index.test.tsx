import '@ant-design/v5-patch-for-react-19'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { priceListResource, retailShopResource } from '@store/contract'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer } from '@store/ui/testing'
import subApp from '../../App'

const base = { scopeValue: null, shopIds: null, validFrom: null, validTo: null, remark: null }
const items = [
  { ...base, id: '21', code: 'RETAIL', name: 'Retail', scope: 'retail', priority: 10, status: 1 },
  {
    ...base,
    id: '22',
    code: 'ONLINE',
    name: 'Online',
    scope: 'channel',
    scopeValue: 'online',
    priority: 20,
    status: 0,
  },
  {
    ...base,
    id: '23',
    code: 'MALL',
    name: 'Mall shops',
    scope: 'shop_group',
    shopIds: '384697866744090624,384697866744090625',
    priority: 30,
    status: 1,
  },
]
const shops = [
  { id: '384697866744090624', name: 'Harbour City' },
  { id: '384697866744090625', name: 'Times Square' },
]

function renderList(buttons: string[]) {
  const server = fakeServer({
    [`GET ${priceListResource.basePath}/page`]: () => ({ data: { records: items, total: items.length } }),
    [`GET ${retailShopResource.basePath}/list`]: () => ({ data: shops }),
  })
  // The sub-app makes its client from the bridge (createBridgeApi): answer its calls in memory.
  axios.defaults.adapter = server.adapter
  const { bridge } = createBridge({} as HostServices, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons },
  })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={['/priceCenter/priceList']}>
        <Routes>
          <Route
            path="/priceCenter/*"
            element={<subApp.Component bridge={bridge} basename="/priceCenter" i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
}

describe('priceCenter price lists page', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('lists the price lists, their scope and status named in the user’s language', async () => {
    renderList(['price_list_view'])
    expect(await screen.findByText('Price lists')).toBeTruthy()
    const row = (await screen.findByText('ONLINE')).closest('tr')!
    expect(within(row).getByText('Channel')).toBeTruthy()
    expect(within(row).getByText('Disabled')).toBeTruthy()
  })

  it('names a shop group’s shops, as the user may read them', async () => {
    renderList(['price_list_view', 'retail_shop_view'])
    const row = (await screen.findByText('MALL')).closest('tr')!
    expect(await within(row).findByText('Harbour City、Times Square')).toBeTruthy()
  })

  it('a role with only the view button gets no add, edit or delete', async () => {
    renderList(['price_list_view'])
    await screen.findByText('RETAIL')
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('a role with the area’s buttons gets add, edit and delete', async () => {
    renderList(['price_list_view', 'price_list_add', 'price_list_edit', 'price_list_delete'])
    await screen.findByText('RETAIL')
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3)
  })
})
