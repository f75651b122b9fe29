import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import {
  COIN_NAME_PATTERN,
  MEMBER_CENTER_PERMISSIONS,
  virtualCoinEndpoints,
  type VirtualCoin,
} from '@store/contract'
import { useApi } from '@store/micro'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'
import { NAMESPACE } from '../../messages'

const ROUTES = {
  load: virtualCoinEndpoints.detail.path,
  save: { method: 'post', path: virtualCoinEndpoints.submit.path },
  viewCode: MEMBER_CENTER_PERMISSIONS.virtualCoinView,
  editCode: MEMBER_CENTER_PERMISSIONS.virtualCoinEdit,
} as const

/**
 * /member-center/virtualCoin (spec §7 start-up "virtual coin configuration"): whether members earn
 * and spend coins, their name, their worth and their life. Saving asks first, and the shell's copy
 * (the bridge) takes the saved configuration at once.
 */
export default function VirtualCoinPage() {
  const { t } = useTranslation(NAMESPACE)
  const bridge = useBridge()
  return (
    <SettingForm<VirtualCoin>
      name="virtualCoin"
      api={useApi()}
      {...ROUTES}
      confirmSave={{ title: t('confirmVirtualCoin'), content: t('confirmVirtualCoinContent') }}
      onSaved={(virtualCoin) => bridge.setMemberCenter?.({ virtualCoin })}
    >
      <FlagItem name="enabled" label={t('coinEnabled')} />
      <Form.Item
        name="coinName"
        label={t('coinName')}
        rules={[
          { required: true, max: 16, message: t('coinNameRequired') },
          { pattern: new RegExp(COIN_NAME_PATTERN), message: t('coinNameRequired') },
        ]}
      >
        <Input maxLength={16} />
      </Form.Item>
      <NumberItem name="coinsPerYuan" label={t('coinsPerYuan')} min={1} max={10_000} />
      <NumberItem
        name="expiryMonths"
        label={t('coinExpiryMonths')}
        extra={t('coinExpiryHelp')}
        min={0}
        max={120}
      />
    </SettingForm>
  )
}
