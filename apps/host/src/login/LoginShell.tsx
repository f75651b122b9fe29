import { useMemo, useRef, useState, type ReactNode } from 'react'
import { App, ConfigProvider } from 'antd'
import type { Locale } from '@store/bridge'
import { LIMITS } from '@store/contract'
import { createApi, type Api } from '@store/request'
import { ANTD_LOCALES } from '@store/micro/antd-locale'
import { LoginContext, type LoginKit } from './context'
import { saveLocale } from '../i18n/locale'
import { translate } from './messages'

const leavePage = (url: string) => window.location.assign(url)

/**
 * The login page's frame: antd in the page's language, toasts, the texts and the API client. `api`
 * and `navigate` are for tests; the page makes its own client and leaves with location.assign.
 */
export function LoginShell({
  initialLocale,
  api: givenApi,
  navigate = leavePage,
  children,
}: {
  initialLocale: Locale
  api?: Api
  navigate?(url: string): void
  children(kit: LoginKit & { setLocale(locale: Locale): void }): ReactNode
}) {
  const [locale, setLocaleState] = useState(initialLocale)
  const localeRef = useRef(locale)
  localeRef.current = locale

  const api = useMemo(
    () =>
      givenApi ??
      createApi({
        session: () => null,
        locale: () => localeRef.current,
        fallbacks: () => ({
          unknown: translate(localeRef.current, 'unknownError'),
          timeout: translate(localeRef.current, 'timeout'),
        }),
      }),
    [givenApi],
  )
  const kit = useMemo<LoginKit>(
    () => ({ locale, api, navigate, t: (key, params) => translate(locale, key, params) }),
    [locale, api, navigate],
  )
  const setLocale = (next: Locale) => {
    saveLocale(next)
    setLocaleState(next)
  }

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={{ token: { colorPrimary: LIMITS.defaultThemeColor } }}
    >
      <App>
        <LoginContext.Provider value={kit}>{children({ ...kit, setLocale })}</LoginContext.Provider>
      </App>
    </ConfigProvider>
  )
}
