import { Form, Input, Radio, type FormRule } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import {
  CARD_PREFIX_PATTERN,
  CARD_SERIAL_MIN_DIGITS,
  MEMBER_CENTER_PERMISSIONS,
  cardModeEndpoints,
  type CardMode,
} from '@store/contract'
import { useApi } from '@store/micro'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'
import { NAMESPACE } from '../../messages'

const ROUTES = {
  load: cardModeEndpoints.detail.path,
  save: { method: 'post', path: cardModeEndpoints.submit.path },
  viewCode: MEMBER_CENTER_PERMISSIONS.cardModeView,
  editCode: MEMBER_CENTER_PERMISSIONS.cardModeEdit,
} as const

/**
 * /member-center/cardMode (spec §7 start-up "membership card mode"): one card per brand or across
 * the tenant's brands, which cards are issued, and how card numbers look. The server checks the same
 * rules; saving asks first, and the shell's copy (the bridge) takes the saved mode at once.
 */
export default function CardModePage() {
  const { t } = useTranslation(NAMESPACE)
  const bridge = useBridge()
  const issuing: FormRule = ({ getFieldValue }) => ({
    validator: () =>
      getFieldValue('electronicCard') || getFieldValue('physicalCard')
        ? Promise.resolve()
        : Promise.reject(new Error(t('cardIssuingRequired'))),
  })
  const longEnough: FormRule = ({ getFieldValue }) => ({
    validator: (_, length: number | null) => {
      const min = String(getFieldValue('cardPrefix') ?? '').length + CARD_SERIAL_MIN_DIGITS
      return length == null || length >= min
        ? Promise.resolve()
        : Promise.reject(new Error(t('cardLengthTooShort', { min, serial: CARD_SERIAL_MIN_DIGITS })))
    },
  })
  return (
    <SettingForm<CardMode>
      name="cardMode"
      api={useApi()}
      {...ROUTES}
      confirmSave={{ title: t('confirmCardMode'), content: t('confirmCardModeContent') }}
      onSaved={(cardMode) => bridge.setMemberCenter?.({ cardMode })}
    >
      <Form.Item name="scope" label={t('cardScope')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'tenant', label: t('scopeTenant') },
            { value: 'brand', label: t('scopeBrand') },
          ]}
        />
      </Form.Item>
      <FlagItem name="electronicCard" label={t('electronicCard')} />
      <FlagItem
        name="physicalCard"
        label={t('physicalCard')}
        dependencies={['electronicCard']}
        rules={[issuing]}
      />
      <Form.Item
        name="cardPrefix"
        label={t('cardPrefix')}
        extra={t('cardPrefixHelp')}
        normalize={(value: string) => value.toUpperCase()}
        rules={[{ pattern: new RegExp(CARD_PREFIX_PATTERN), message: t('cardPrefixInvalid') }]}
      >
        <Input maxLength={6} />
      </Form.Item>
      <NumberItem
        name="cardLength"
        label={t('cardLength')}
        min={8}
        max={20}
        dependencies={['cardPrefix']}
        rules={[longEnough]}
      />
    </SettingForm>
  )
}
