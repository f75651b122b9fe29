import '@ant-design/v5-patch-for-react-19'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer, type FakeRoute } from '@store/ui/testing'
import subApp from '../App'

const BASE = '/base-expand-micro'

/**
 * Renders the sub-app at `path` (relative to its base route) for a user with `buttons`, its calls
 * answered by `routes` in memory; `confirm` answers the host's confirmation dialogs.
 */
export function renderApp(
  path: string,
  buttons: string[],
  routes: Record<string, FakeRoute>,
  confirm = true,
) {
  const server = fakeServer(routes)
  axios.defaults.adapter = server.adapter
  const notices: string[] = []
  const services = {
    confirm: () => Promise.resolve(confirm),
    notify: ({ message }: { message: string }) => void notices.push(message),
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
  return { calls: server.calls, notices }
}

/** English i18next, as the host gives it; call in `beforeAll`. */
export const initI18n = () => i18next.init({ lng: 'en', resources: {}, initAsync: false })
