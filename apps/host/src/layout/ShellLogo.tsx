import { useEffect } from 'react'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { settingEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { showError } from '../bridge/notify'
import { useShellDispatch, useShellSelector } from '../store'
import { lookActions } from '../store/look-slice'

const selectAccount = (s: BridgeState) => s.user?.account

/**
 * The top bar's brand: the tenant's logo and title (spec §7 System "logo"), read once signed in and
 * replaced as soon as the logo screen saves; the product's own title where the tenant has none.
 */
export function ShellLogo() {
  const { t } = useTranslation()
  const dispatch = useShellDispatch()
  const account = useBridgeState(selectAccount)
  const logo = useShellSelector((s) => s.look.logo)

  useEffect(() => {
    if (account === undefined) return
    let cancelled = false
    call(hostApi, settingEndpoints.logo)
      .then((read) => !cancelled && dispatch(lookActions.logoLoaded(read)))
      .catch(showError)
    return () => {
      cancelled = true
    }
  }, [account, dispatch])

  const title = logo?.title || t('app.title')
  return (
    <Typography.Text strong className="sd-brand">
      {logo?.logoUrl && <img className="sd-brand-logo" src={logo.logoUrl} alt="" />}
      {title}
    </Typography.Text>
  )
}
