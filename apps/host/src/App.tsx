import { ConfigProvider, App as AntdApp } from 'antd'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { BridgeProvider, useBridgeState } from '@store/bridge/react'
import { ANTD_LOCALES } from '@store/micro/antd-locale'
import { LAYER_Z_BASE } from '@store/ui/dialogs'
import { hostBridge } from './bridge/host-bridge'
import { AppRoutes } from './router/AppRoutes'
import { shellStore } from './store/shell-store'

const selectLocale = (s: BridgeState) => s.locale
const selectTheme = (s: BridgeState) => s.theme

/**
 * antd in the shell's language and theme colour; its static message/Modal follow too. Its popups and
 * dialogs start at z-index 2000 (spec §9 "Modal stacking from 2000").
 */
function Themed() {
  const locale = ANTD_LOCALES[useBridgeState(selectLocale)]
  const theme = {
    token: { colorPrimary: useBridgeState(selectTheme).colorPrimary, zIndexPopupBase: LAYER_Z_BASE },
  }
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={locale} theme={theme}>
        {children}
      </ConfigProvider>
    ),
  })
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntdApp>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  )
}

export function App() {
  return (
    <Provider store={shellStore}>
      <BridgeProvider bridge={hostBridge}>
        <Themed />
      </BridgeProvider>
    </Provider>
  )
}
