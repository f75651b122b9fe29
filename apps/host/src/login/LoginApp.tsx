import { lazy, Suspense } from 'react'
import { Segmented, Spin, Typography } from 'antd'
import type { Locale } from '@store/bridge'
import { LOCALES } from '@store/bridge'
import type { Api } from '@store/request'
import { LOCALE_NAMES } from '../i18n/locale'
import { LoginPage } from './LoginPage'
import { LoginShell } from './LoginShell'
import type { PageLocation } from './prerendered'
import { safeRedirect } from './redirect'

// /register is rare and its antd Result is heavy: it loads when asked for
const RegisterPage = lazy(() =>
  import('./RegisterPage').then(({ RegisterPage }) => ({ default: RegisterPage })),
)

/** The public pages of the host that live outside the shell: /authorization and /register. */
export function LoginApp({
  initialLocale,
  api,
  navigate,
  location = window.location,
}: {
  initialLocale: Locale
  api?: Api
  navigate?(url: string): void
  /** where the page is; the build's prerender passes it, having no window */
  location?: PageLocation
}) {
  const { pathname, search, origin } = location
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'), origin)
  return (
    <LoginShell initialLocale={initialLocale} api={api} navigate={navigate}>
      {({ t, locale, setLocale }) => (
        <main className="login-page">
          <div className="login-card">
            <nav className="login-languages">
              <Segmented<Locale>
                aria-label={t('language')}
                size="small"
                value={locale}
                onChange={setLocale}
                options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
              />
            </nav>
            <header className="login-header">
              <Typography.Title level={3}>{t('title')}</Typography.Title>
              <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
            </header>
            {pathname === '/register' ? (
              <Suspense fallback={<Spin />}>
                <RegisterPage />
              </Suspense>
            ) : (
              <LoginPage redirect={redirect} search={search} />
            )}
          </div>
        </main>
      )}
    </LoginShell>
  )
}
