import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { pwdPolicyEndpoints, translate, type PwdPolicyRecord } from '@store/contract'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'
import { hostApi } from '../bridge/api'

const ROUTES = {
  load: pwdPolicyEndpoints.detail.path,
  save: { method: 'post', path: pwdPolicyEndpoints.update.path },
  editCode: 'pwd_policy_edit',
  viewCode: 'pwd_policy_view',
} as const
/** Non-blank, no space at either end (the server's corp id pattern). */
const CORP_ID = /^\S(.*\S)?$/
const selectLocale = (s: BridgeState) => s.locale

type PolicyValues = PwdPolicyRecord

/** Blank corp id is none (null). */
const toBody = (values: PolicyValues) => ({ ...values, corpId: values.corpId?.trim() || null })

/** The tenant's password and sign-in policy (spec §7 System "pwd-policy"). */
export default function PwdPolicyScreen() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const label = (field: string) => t(`admin.pwdPolicy.${field}`)
  return (
    <SettingForm<PolicyValues> api={hostApi} name="pwdPolicy" {...ROUTES} toBody={toBody}>
      <NumberItem name="minLength" label={label('minLength')} min={6} max={64} />
      <FlagItem name="requireUpper" label={label('requireUpper')} />
      <FlagItem name="requireLower" label={label('requireLower')} />
      <FlagItem name="requireDigit" label={label('requireDigit')} />
      <FlagItem name="requireSymbol" label={label('requireSymbol')} />
      <NumberItem name="expiryDays" label={label('expiryDays')} min={0} max={3650} />
      <NumberItem
        name="warningDays"
        label={label('warningDays')}
        min={0}
        max={90}
        dependencies={['expiryDays']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, days: number | null) => {
              const expiry = getFieldValue('expiryDays') as number | null
              if (expiry && days !== null && days >= expiry)
                throw new Error(translate('pwdPolicyWarningTooLong', locale))
            },
          }),
        ]}
      />
      <NumberItem name="historyCount" label={label('historyCount')} min={0} max={24} />
      <NumberItem name="maxFailures" label={label('maxFailures')} min={1} max={100} />
      <NumberItem name="lockMinutes" label={label('lockMinutes')} min={1} max={1440} />
      <NumberItem name="maxSessions" label={label('maxSessions')} min={0} max={100} />
      <FlagItem name="mfaForAdmins" label={label('mfaForAdmins')} />
      <Form.Item
        name="corpId"
        label={label('corpId')}
        rules={[{ pattern: CORP_ID, message: t('admin.pwdPolicy.corpIdInvalid') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
    </SettingForm>
  )
}
