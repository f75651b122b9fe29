import { useEffect, useState } from 'react'
import { Alert, QRCode } from 'antd'
import type { SocialQrConfig } from '@store/contract'
import { socialQrConfig, type SocialKind } from './calls'
import { useErrorToast, useLogin } from './context'
import { SocialOff } from './SocialOff'

const HINTS = { wechat: 'wechatHint', wxcp: 'wxcpHint' } as const

const QR_SIZE = 180

/**
 * The tenant's WeChat or enterprise-WeChat QR, drawn here from the authorisation URL the server gives
 * (no WeChat script is loaded). A failed look-up leaves an expired QR whose refresh asks again.
 */
export function SocialQr({
  kind,
  tenantId,
  redirect,
}: {
  kind: SocialKind
  tenantId: string
  redirect: string
}) {
  const { api, t } = useLogin()
  const toastError = useErrorToast()
  const [qr, setQr] = useState<SocialQrConfig | null | 'loading' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    setQr('loading')
    socialQrConfig(api, kind, tenantId, redirect).then(
      (config) => current && setQr(config),
      (error: unknown) => {
        if (!current) return
        setQr('failed')
        toastError(error)
      },
    )
    return () => {
      current = false
    }
  }, [kind, tenantId, redirect, attempt])

  if (qr === null) return <SocialOff kind={kind} />
  const drawn = typeof qr === 'object'
  return (
    <div className="login-social" data-testid={`${kind}-qr`}>
      <QRCode
        type="svg"
        size={QR_SIZE}
        value={drawn ? qr.authorizeUrl : '-'}
        status={drawn ? 'active' : qr === 'loading' ? 'loading' : 'expired'}
        onRefresh={() => setAttempt((n) => n + 1)}
      />
      <Alert type="info" showIcon message={t(HINTS[kind])} />
    </div>
  )
}
