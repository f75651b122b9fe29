import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { urlRule } from '@store/ui/format'
import { shellStore } from '../store/shell-store'
import { lookActions } from '../store/look-slice'
import { SettingForm } from '@store/ui'
import { hostApi } from '../bridge/api'
import { settingEndpoints, type LogoSetting } from '@store/contract'

const ROUTES = {
  load: settingEndpoints.logo.path,
  save: { method: 'put', path: settingEndpoints.modifyLogo.path },
  editCode: 'logo_edit',
} as const
const selectLocale = (s: BridgeState) => s.locale

type LogoValues = LogoSetting

/** Blank is none (null): the product's own logo and title. */
const toBody = ({ logoUrl, title }: LogoValues) => ({
  logoUrl: logoUrl?.trim() || null,
  title: title?.trim() || null,
})

/** The tenant's logo and title (spec §7 System "logo"). */
export default function LogoScreen() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const urlLabel = t('admin.logo.logoUrl')
  return (
    <SettingForm<LogoValues>
      api={hostApi}
      name="logo"
      {...ROUTES}
      toBody={toBody}
      onSaved={(values) => shellStore.dispatch(lookActions.logoSaved(toBody(values)))}
    >
      <Form.Item
        name="logoUrl"
        label={urlLabel}
        extra={t('admin.logo.blank')}
        rules={[urlRule(urlLabel, locale)]}
      >
        <Input maxLength={1000} />
      </Form.Item>
      <Form.Item name="title" label={t('admin.logo.title')}>
        <Input maxLength={64} />
      </Form.Item>
    </SettingForm>
  )
}
