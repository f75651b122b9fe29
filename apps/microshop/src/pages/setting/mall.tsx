import { Card, Form, Input, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { FUNC_TYPES, SHOP_CODES as C, shopSettingEndpoints as ep, type MallDetail } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FlagItem, SettingForm, useLoaded } from '@store/ui'
import { requiredRule } from '../../components/rules'

/** The mall's profile and switches, its mini-program audit state and the voice alert's status. */
export default function MallSettingPage() {
  const { t } = useTranslation()
  const api = useApi()
  const voice = useLoaded(() => call(api, ep.funcStatus, { query: { type: FUNC_TYPES.voiceAlert } }), [api])
  return (
    <Card
      title={t('mallSetting')}
      extra={
        voice.data && (
          <Tag color={voice.data.status ? 'success' : 'default'}>
            {`${t('voiceAlert')}: ${voice.data.status ? t('on') : t('off')}`}
          </Tag>
        )
      }
    >
      <SettingForm<MallDetail>
        name="mall"
        api={api}
        load={ep.mallDetail.path}
        save={{ method: 'post', path: ep.mallSubmit.path }}
        viewCode={C.mallView}
        editCode={C.mallEdit}
        toBody={({ mallName, logo, intro, servicePhone, isOpen, pickupEnabled }) => ({
          mallName: mallName.trim(),
          logo: logo || null,
          intro: intro || null,
          servicePhone: servicePhone || null,
          isOpen,
          pickupEnabled,
        })}
      >
        <Form.Item label={t('miniAppAudit')} shouldUpdate>
          {(form) => <Tag>{t(`audit_${form.getFieldValue('miniAppAuditStatus')}`)}</Tag>}
        </Form.Item>
        <Form.Item name="mallName" label={t('mallName')} rules={[requiredRule(t, t('mallName'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="logo" label={t('logo')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="intro" label={t('intro')}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <Form.Item
          name="servicePhone"
          label={t('servicePhone')}
          rules={[{ pattern: /^[0-9+\-() ]{3,32}$/, message: t('phoneInvalid') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <FlagItem name="isOpen" label={t('isOpen')} />
        <FlagItem name="pickupEnabled" label={t('pickupEnabled')} />
      </SettingForm>
    </Card>
  )
}
