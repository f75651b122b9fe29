import { Alert } from 'antd'
import type { SocialKind } from './calls'
import { useLogin } from './context'

const OFF_TEXTS = { wechat: 'wechatOff', wxcp: 'wxcpOff' } as const

/** The sign-in of `kind` is not configured on the server or not enabled for the tenant. */
export function SocialOff({ kind }: { kind: SocialKind }) {
  const { t } = useLogin()
  return <Alert type="info" showIcon message={t(OFF_TEXTS[kind])} data-testid={`${kind}-off`} />
}
