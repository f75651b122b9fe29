import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { NO_PERMISSIONS } from '@store/bridge'
import { BridgeProvider } from '@store/bridge/react'
import { dictionaryEndpoints } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { shellStore } from '../store/shell-store'

/** A page of the resource framework (contract.md "Paging"). */
export const pageOf = (records: unknown[]) =>
  envelope({ records, total: records.length, size: 10, current: 1, pages: 1 })

export type FakeServer = ReturnType<typeof fakeServer>

/**
 * The host's client on a scripted server (`routes` adds its answers), the shell in English with the
 * buttons given, and `ui` rendered in the shell's store.
 */
export async function renderAdmin(ui: ReactNode, buttons: string[], routes: (server: FakeServer) => void) {
  await i18next.changeLanguage('en')
  hostControl.setState({ permissions: { ...NO_PERMISSIONS, buttons } })
  const server = fakeServer(hostApi)
  server.on('GET', dictionaryEndpoints.dictionaryList.path, () => envelope({ yes_no: [] }))
  routes(server)
  render(
    <Provider store={shellStore}>
      <ConfigProvider locale={enUS}>
        <BridgeProvider bridge={hostBridge}>{ui}</BridgeProvider>
      </ConfigProvider>
    </Provider>,
  )
  return server
}

/** A setting screen (SettingForm) on a scripted server: its setting answered at `load`, saved at `save`. */
export function renderSetting(
  ui: ReactNode,
  buttons: string[],
  setting: object,
  calls: { load: string; save: string; saveMethod?: 'POST' | 'PUT' },
) {
  return renderAdmin(ui, buttons, (server) => {
    server.on('GET', calls.load, () => envelope(setting))
    server.on(calls.saveMethod ?? 'POST', calls.save, () => envelope(setting))
  })
}

/** A setting form's input by its label, and a click on its Save. */
export const settingField = (label: string) => screen.getByLabelText(label) as HTMLInputElement
export const clickSave = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

/** A signed-in user in the shell's bridge (what the shell's own parts wait for before they load). */
export const signIn = () =>
  hostControl.setState({
    user: {
      userId: '7',
      account: 'admin',
      userName: 'admin',
      realName: 'Ada Admin',
      avatar: '',
      deptId: '1',
      roleIds: [],
      roleNames: [],
    },
  })
