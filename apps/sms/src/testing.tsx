import '@ant-design/v5-patch-for-react-19'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { createBridge, NO_PERMISSIONS, type HostServices, type Notice } from '@store/bridge'
import { fakeServer, type FakeRoute } from '@store/ui/testing'
import subApp from './App'

export const BASE = '/sms'

/** Renders the sub-app at `path` (relative to its base route) against an in-memory server. */
export function renderArea(path: string, routes: Record<string, FakeRoute>, buttons: string[]) {
  const notices: Notice[] = []
  const server = fakeServer(routes)
  // The sub-app makes its client from the bridge (createBridgeApi): answer its calls in memory.
  axios.defaults.adapter = server.adapter
  const services = {
    notify: (notice: Notice) => void notices.push(notice),
    openTab: () => undefined,
    navigate: () => undefined,
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, { locale: 'en', permissions: { ...NO_PERMISSIONS, buttons } })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={[`${BASE}/${path}`]}>
        <Routes>
          <Route
            path={`${BASE}/*`}
            element={<subApp.Component bridge={bridge} basename={BASE} i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
  return { notices, calls: server.calls }
}

export const initI18n = () => i18next.init({ lng: 'en', resources: {}, initAsync: false })

export const page = <T,>(records: T[], total = records.length, current = 1, size = 10) => ({
  data: { records, total, current, size, pages: Math.ceil(total / size) },
})
