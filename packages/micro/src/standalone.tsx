import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Alert, Button, Card, Form, Input } from 'antd'
import { createBridge, type Bridge, type Locale } from '@store/bridge'
import {
  ApiError,
  createApi,
  loadPermissions,
  passwordGrant,
  sessionFromToken,
  type PasswordSignIn,
} from '@store/request'
import type { SubApp } from './define'
import { OwnRuntime } from './own-runtime'
import { standaloneServices } from './standalone-services'

const TEXTS = {
  zh_CN: {
    title: '独立开发登录',
    tenant: '租户ID',
    account: '账号',
    password: '密码',
    submit: '登录',
    required: '请输入',
  },
  zh_HK: {
    title: '獨立開發登入',
    tenant: '租戶ID',
    account: '帳號',
    password: '密碼',
    submit: '登入',
    required: '請輸入',
  },
  en: {
    title: 'Standalone sign-in',
    tenant: 'Tenant ID',
    account: 'Account',
    password: 'Password',
    submit: 'Sign in',
    required: 'Enter the ',
  },
} as const

const localeOf = (search: string): Locale => {
  const lang = new URLSearchParams(search).get('lang')
  return lang === 'zh_HK' || lang === 'en' ? lang : 'zh_CN'
}

function SignIn({ locale, onSignedIn }: { locale: Locale; onSignedIn: (bridge: Bridge) => void }) {
  const t = TEXTS[locale]
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const holder = useMemo(() => ({ bridge: null as Bridge | null }), [])
  const api = useMemo(
    () =>
      createApi({
        session: () => holder.bridge?.getState().session ?? null,
        locale: () => locale,
        onUnauthorized: () => window.location.reload(),
      }),
    [holder, locale],
  )

  const submit = async (values: PasswordSignIn) => {
    setBusy(true)
    setError(null)
    try {
      const { bridge, control } = createBridge(
        standaloneServices(api, () => window.location.reload()),
        {
          locale,
          ...sessionFromToken(await passwordGrant(api, values), null),
        },
      )
      holder.bridge = bridge
      control.setState({ permissions: await loadPermissions(api) })
      onSignedIn(bridge)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  const rule = (label: string) => [
    {
      required: true,
      message: locale === 'en' ? `${t.required}${label.toLowerCase()}` : `${t.required}${label}`,
    },
  ]
  return (
    <Card title={t.title} style={{ maxWidth: 400, margin: '10vh auto' }}>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<PasswordSignIn>
        layout="vertical"
        initialValues={{ tenantId: '100001', username: 'admin' }}
        onFinish={submit}
      >
        <Form.Item name="tenantId" label={t.tenant} rules={rule(t.tenant)}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="username" label={t.account} rules={rule(t.account)}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t.password} rules={rule(t.password)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  )
}

function Standalone({ subApp }: { subApp: SubApp }) {
  const [bridge, setBridge] = useState<Bridge | null>(null)
  const locale = localeOf(window.location.search)
  if (!bridge) return <SignIn locale={locale} onSignedIn={setBridge} />
  return <OwnRuntime subApp={subApp} bridge={bridge} basename={`/${subApp.name}`} />
}

/**
 * Development without the host: sign in against the local server (the dev server proxies /api), then
 * run the sub-app under its base route with its own router, antd and i18next.
 */
export function runStandalone(subApp: SubApp, container = document.getElementById('root')): void {
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(<Standalone subApp={subApp} />)
}
