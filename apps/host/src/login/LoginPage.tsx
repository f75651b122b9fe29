import { useEffect, useState } from 'react'
import { Alert, Button, Form, Input, Tabs, Typography } from 'antd'
import type { TokenReplyBody } from '@store/contract'
import { LIMITS } from '@store/contract'
import { lastTenantId } from '../session'
import type { EntryMode } from '@store/contract'
import { entryMode, tenantByDomain, type SocialKind } from './calls'
import { ChangePasswordForm } from './ChangePasswordForm'
import { useErrorToast, useLogin } from './context'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { MfaForm } from './MfaForm'
import { PasswordForm } from './PasswordForm'
import { RecoveryCodes } from './RecoveryCodes'
import { useSignIn } from './sign-in'
import { SmsForm } from './SmsForm'
import { socialReturn } from './social'
import { SocialPanel } from './SocialPanel'
import type { Stage } from './stage'

/** Runs a grant and what follows it; false when the grant was refused (see useSignIn). */
export type SignInRun = (
  tenantId: string,
  account: string | null,
  grant: () => Promise<TokenReplyBody>,
) => Promise<boolean>

/**
 * Tenant mode (contract.md "Tenant on the login page"): on, the page shows a tenant field pre-filled
 * from the domain; off, the tenant is the domain's or 000000. The embedded demo runs with it on.
 */
export const TENANT_MODE = true

type TabKey = 'password' | 'sms' | 'wxcp' | 'wechat'
const DEFAULT_TAB: Record<string, TabKey> = { pwd: 'password', sms: 'sms', wx: 'wechat', cp: 'wxcp' }

/** The tenant the page signs into: from the domain, typed, or the last one used here. */
function useLoginTenant() {
  const { api } = useLogin()
  const toastError = useErrorToast()
  const [form] = Form.useForm<{ tenantId: string }>()
  const [modes, setModes] = useState<(EntryMode & { tenantId: string }) | null>(null)
  // the field stays read-only until the domain's tenant is known, so nothing typed is overwritten
  const [looked, setLooked] = useState(false)

  const loadModes = async (tenantId: string) => {
    if (!tenantId) return setModes(null)
    try {
      setModes({ ...(await entryMode(api, tenantId)), tenantId })
    } catch (error) {
      setModes(null)
      toastError(error)
    }
  }

  useEffect(() => {
    void (async () => {
      const byDomain = await tenantByDomain(api, window.location.hostname).catch(() => null)
      const tenantId = byDomain?.tenantId ?? lastTenantId() ?? LIMITS.defaultTenantId
      form.setFieldValue('tenantId', tenantId)
      setLooked(true)
      await loadModes(tenantId)
    })()
  }, [])

  const tenantOf = async () => (await form.validateFields()).tenantId.trim()
  return { form, modes, loadModes, tenantOf, looked }
}

/** /authorization: every way to sign in, and the forms a sign-in may need before the session starts. */
export function LoginPage({ redirect, search }: { redirect: string; search: string }) {
  const { t } = useLogin()
  const [stage, setStage] = useState<Stage>({ name: 'signIn' })
  const { run, admit } = useSignIn(redirect, setStage)
  const tenant = useLoginTenant()
  const backToSignIn = () => setStage({ name: 'signIn' })
  const back = (
    <Button type="link" onClick={backToSignIn}>
      {t('backToLogin')}
    </Button>
  )

  switch (stage.name) {
    case 'changePassword':
      return (
        <section aria-label={t('changePasswordTitle')}>
          <Typography.Title level={4}>{t('changePasswordTitle')}</Typography.Title>
          <ChangePasswordForm {...stage} onDone={backToSignIn} />
          {back}
        </section>
      )
    case 'mfa':
      return (
        <section aria-label={t('mfaTitle')}>
          <Typography.Title level={4}>{t('mfaTitle')}</Typography.Title>
          <MfaForm {...stage} run={run} />
          {back}
        </section>
      )
    case 'recoveryCodes':
      return <RecoveryCodes codes={stage.reply.recovery_codes ?? []} onContinue={() => admit(stage.reply)} />
    case 'forgotPassword':
      return (
        <section aria-label={t('resetTitle')}>
          <Typography.Title level={4}>{t('resetTitle')}</Typography.Title>
          <TenantField {...tenant} />
          <ForgotPasswordForm tenantOf={tenant.tenantOf} onDone={backToSignIn} />
          {back}
        </section>
      )
    case 'signIn':
      return (
        <SignInTabs
          tenant={tenant}
          run={run}
          redirect={redirect}
          search={search}
          onForgot={() => setStage({ name: 'forgotPassword' })}
        />
      )
  }
}

function TenantField({ form, loadModes, looked }: ReturnType<typeof useLoginTenant>) {
  const { t } = useLogin()
  return (
    <Form form={form} name="tenant" layout="vertical" requiredMark={false} hidden={!TENANT_MODE}>
      <Form.Item
        name="tenantId"
        label={t('tenant')}
        rules={[{ required: true, whitespace: true, message: t('tenantRequired') }]}
      >
        <Input
          placeholder={t('tenantPlaceholder')}
          maxLength={12}
          readOnly={!looked}
          onBlur={(event) => void loadModes(event.target.value.trim())}
        />
      </Form.Item>
    </Form>
  )
}

function SignInTabs({
  tenant,
  run,
  redirect,
  search,
  onForgot,
}: {
  tenant: ReturnType<typeof useLoginTenant>
  run: SignInRun
  redirect: string
  search: string
  onForgot(): void
}) {
  const { t } = useLogin()
  const { modes, tenantOf } = tenant
  const [active, setActive] = useState<TabKey | null>(() => socialReturn(search)?.kind ?? null)
  const offered = (flag: keyof EntryMode) => modes?.[flag] === 1
  const social = (kind: SocialKind, flag: 'wxLogin' | 'cpLogin') => (
    <SocialPanel
      kind={kind}
      offeredTo={offered(flag) ? modes!.tenantId : null}
      tenantOf={tenantOf}
      redirect={redirect}
      run={run}
    />
  )
  // the password form is always there, so that no tenant setting leaves the page without a way in
  const items = [
    { key: 'password', label: t('tabPassword'), children: <PasswordForm tenantOf={tenantOf} run={run} /> },
    {
      key: 'sms',
      label: t('tabSms'),
      children:
        !modes || offered('smsLogin') ? (
          <SmsForm tenantOf={tenantOf} run={run} />
        ) : (
          <Alert type="info" showIcon message={t('smsOff')} />
        ),
    },
    {
      key: 'wxcp',
      label: t('tabWxcp'),
      children: social('wxcp', 'cpLogin'),
    },
    {
      key: 'wechat',
      label: t('tabWechat'),
      children: social('wechat', 'wxLogin'),
    },
  ]
  const fallback = DEFAULT_TAB[modes?.defaultLogin ?? 'pwd'] ?? 'password'
  const activeKey = active ?? fallback

  return (
    <>
      <TenantField {...tenant} />
      <Tabs activeKey={activeKey} onChange={(key) => setActive(key as TabKey)} items={items} />
      <div className="login-links">
        <Button type="link" onClick={onForgot}>
          {t('forgotPassword')}
        </Button>
        <Button type="link" href="/register">
          {t('register')}
        </Button>
      </div>
    </>
  )
}
