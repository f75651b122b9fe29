import { lazy, Suspense, useEffect, useState } from 'react'
import { Alert, Spin } from 'antd'
import { socialSignIn, type SocialKind } from './calls'
import { useErrorToast, useLogin } from './context'
import type { SignInRun } from './LoginPage'
import { socialReturn } from './social'
import { SocialOff } from './SocialOff'

// the QR drawing loads with the WeChat tab: the sign-in form does not pay for it
const SocialQr = lazy(() => import('./SocialQr').then(({ SocialQr }) => ({ default: SocialQr })))

/**
 * WeChat or enterprise-WeChat sign-in. Off (not configured on the server or not enabled for the tenant)
 * it says so, else it shows the tenant's QR; back from the provider with a code it asks the server
 * who that is and signs in when an account is bound.
 */
export function SocialPanel({
  kind,
  offeredTo,
  tenantOf,
  redirect,
  run,
}: {
  kind: SocialKind
  /** the tenant the sign-in is offered to, or null when it is not */
  offeredTo: string | null
  tenantOf(): Promise<string>
  redirect: string
  run: SignInRun
}) {
  const { api, t } = useLogin()
  const toastError = useErrorToast()
  const [status, setStatus] = useState<'idle' | 'checking' | 'notBound'>('idle')

  useEffect(() => {
    const back = socialReturn(window.location.search)
    if (!back || back.kind !== kind) return
    setStatus('checking')
    void (async () => {
      try {
        const tenantId = await tenantOf()
        const reply = await socialSignIn(api, kind, tenantId, back.code, back.state)
        if (!reply) return setStatus('notBound')
        setStatus('idle')
        await run(tenantId, null, async () => reply)
      } catch (error) {
        toastError(error)
        setStatus('idle')
      }
    })()
    // the code in the URL is single use: looked up once
  }, [kind])

  if (status === 'checking') return <Spin tip={t('socialChecking')}>{<div className="login-social" />}</Spin>
  if (status === 'notBound') return <Alert type="warning" showIcon message={t('socialNotBound')} />
  if (!offeredTo) return <SocialOff kind={kind} />
  return (
    <Suspense fallback={<Spin className="login-social" />}>
      <SocialQr kind={kind} tenantId={offeredTo} redirect={redirect} />
    </Suspense>
  )
}
