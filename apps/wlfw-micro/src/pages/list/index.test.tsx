import '@ant-design/v5-patch-for-react-19'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { wlfwItemResource } from '@store/contract'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer } from '@store/ui/testing'
import subApp from '../../App'

const items = [
  { id: '21', code: 'A-001', name: 'First record', status: 1, remark: null },
  { id: '22', code: 'A-002', name: 'Second record', status: 0, remark: null },
]

function renderList(buttons: string[]) {
  const server = fakeServer({
    [`GET ${wlfwItemResource.basePath}/page`]: () => ({ data: { records: items, total: items.length } }),
  })
  // The sub-app makes its client from the bridge (createBridgeApi): answer its calls in memory.
  axios.defaults.adapter = server.adapter
  const { bridge } = createBridge({} as HostServices, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons },
  })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={['/wlfw-micro/list']}>
        <Routes>
          <Route
            path="/wlfw-micro/*"
            element={<subApp.Component bridge={bridge} basename="/wlfw-micro" i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
}

describe('wlfw-micro list page', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('lists the records under the area’s title, their status named in the user’s language', async () => {
    renderList(['wlfw_item_view'])
    expect(await screen.findByText('Logistics service')).toBeTruthy()
    const row = (await screen.findByText('A-002')).closest('tr')!
    expect(within(row).getByText('Second record')).toBeTruthy()
    expect(within(row).getByText('Disabled')).toBeTruthy()
  })

  it('a role with only the view button gets no add, edit or delete', async () => {
    renderList(['wlfw_item_view'])
    await screen.findByText('A-001')
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('a role with the area’s buttons gets add, edit and delete', async () => {
    renderList(['wlfw_item_view', 'wlfw_item_add', 'wlfw_item_edit', 'wlfw_item_delete'])
    await screen.findByText('A-001')
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2)
  })
})
