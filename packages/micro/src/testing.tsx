import '@ant-design/v5-patch-for-react-19'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import {
  createBridge,
  NO_PERMISSIONS,
  type BridgeState,
  type ConfirmRequest,
  type HostServices,
  type TabRequest,
} from '@store/bridge'
import { fakeServer, type FakeRoute } from '@store/ui/testing'
import type { SubApp } from './define'

export interface RenderOptions {
  /** Button permission codes the user holds. */
  buttons?: string[]
  /** The answers of the in-memory server, keyed `GET /api/…`. */
  routes?: Record<string, FakeRoute>
  /** What the host's confirmation dialogs answer. */
  confirm?: boolean
  /** More of the host's shared state (brand, user…). */
  state?: Partial<BridgeState>
}

/**
 * A sub-app's component tests: renders `subApp` under its base route at `path` as the host mounts
 * it (bridge, router, i18next, antd in English), its calls answered by an in-memory server; returns
 * the calls made, the notices the sub-app raised, the confirmations it asked for and the tabs it opened.
 */
export function renderSubApp(subApp: SubApp, path: string, options: RenderOptions = {}) {
  const { buttons = [], routes = {}, confirm = true, state = {} } = options
  const server = fakeServer(routes)
  axios.defaults.adapter = server.adapter
  const notices: string[] = []
  const confirms: ConfirmRequest[] = []
  const tabs: TabRequest[] = []
  const services = {
    confirm: (request: ConfirmRequest) => {
      confirms.push(request)
      return Promise.resolve(confirm)
    },
    notify: ({ message }: { message: string }) => void notices.push(message),
    openTab: (tab: TabRequest) => void tabs.push(tab),
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons },
    ...state,
  })
  const base = `/${subApp.name}`
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={[`${base}/${path}`]}>
        <Routes>
          <Route
            path={`${base}/*`}
            element={<subApp.Component bridge={bridge} basename={base} i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
  return { calls: server.calls, notices, confirms, tabs, bridge }
}

/** English i18next, as the host gives it; call in `beforeAll`. */
export const initI18n = () => i18next.init({ lng: 'en', resources: {}, initAsync: false })
