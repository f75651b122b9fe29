import { useEffect, useMemo } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Bridge, BridgeState } from '@store/bridge'
import { BridgeProvider, useBridgeState } from '@store/bridge/react'
import { ANTD_LOCALES } from './antd-locale'
import type { SubApp } from './define'

const selectLocale = (s: BridgeState) => s.locale
const selectTheme = (s: BridgeState) => s.theme

export interface OwnRuntimeProps {
  subApp: SubApp
  bridge: Bridge
  basename: string
  /** antd class prefix, so the sub-app's own antd styles cannot collide with the host's */
  prefixCls?: string
}

function Themed({ subApp, bridge, basename, prefixCls }: OwnRuntimeProps) {
  const locale = useBridgeState(selectLocale)
  const theme = useBridgeState(selectTheme)
  const i18n = useMemo(() => {
    const instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      lng: bridge.getState().locale,
      fallbackLng: 'zh_CN',
      resources: {},
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    return instance
  }, [bridge])
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
  }, [i18n, locale])
  return (
    <ConfigProvider
      prefixCls={prefixCls}
      locale={ANTD_LOCALES[locale]}
      theme={{ token: { colorPrimary: theme.colorPrimary } }}
    >
      <BrowserRouter basename={basename}>
        <subApp.Component bridge={bridge} basename={basename} i18n={i18n} />
      </BrowserRouter>
    </ConfigProvider>
  )
}

/**
 * A sub-app that runs its own React and antd (qiankun, or standalone development): its own router with
 * the base route as basename, its own i18next, and antd themed and translated from the bridge, so it
 * follows the host's language and theme the moment they change.
 */
export function OwnRuntime(props: OwnRuntimeProps) {
  return (
    <BridgeProvider bridge={props.bridge}>
      <Themed {...props} />
    </BridgeProvider>
  )
}
