import { useState } from 'react'
import { App, Button, Descriptions, Form, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { SOCIAL_KINDS, bindingEndpoints, smsEndpoints, type SocialKind } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { hostBridge } from '../bridge/host-bridge'
import { currentLocale } from '../i18n'
import { sendSmsCode } from '../login/calls'
import { PhoneCodeFields } from '../login/PhoneCodeFields'
import { LoadState, useLoaded } from '@store/ui/loading'

/** spec §7 getSmsCode type 3: a code that proves a number for binding. */
const BIND_PHONE_CODE = 3

interface PhoneValues {
  phone: string
  code: string
}

/** The bindings tab: the mobile number (bound with an SMS code) and the WeChat identities (unbound after a confirmation). */
export function BindingTab() {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const loaded = useLoaded(() => call(hostApi, bindingEndpoints.queryBindStatus), [])
  const [form] = Form.useForm<PhoneValues>()
  const [busy, setBusy] = useState(false)
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const status = loaded.data

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone'])
    const tenantId = hostBridge.getState().tenant?.tenantId ?? ''
    await sendSmsCode(hostApi, tenantId, phone, BIND_PHONE_CODE)
  }

  const bindPhone = async (values: PhoneValues) => {
    setBusy(true)
    try {
      await call(hostApi, smsEndpoints.bindPhone, { query: values })
      void message.success(t('personal.phoneBound'))
      form.resetFields()
      await loaded.reload()
    } catch (error) {
      void message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const unbind = (kind: SocialKind) =>
    modal.confirm({
      title: t('personal.unbindConfirm', { name: t(`personal.${kind}`) }),
      okText: t('personal.unbind'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await call(hostApi, bindingEndpoints.unbind, { query: { type: kind } })
        void message.success(t('personal.unbindDone'))
        await loaded.reload()
      },
    })

  return (
    <Space direction="vertical" size="large" className="sd-narrow-form">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('personal.phone')}>
          {status.phone.bound ? status.phone.phone : <Tag>{t('personal.unbound')}</Tag>}
        </Descriptions.Item>
        {SOCIAL_KINDS.map((kind) => (
          <Descriptions.Item key={kind} label={t(`personal.${kind}`)}>
            {status[kind].bound ? (
              <Space wrap>
                <Tag color="success">{t('personal.bound')}</Tag>
                {status[kind].nickname}
                {status[kind].bindTime && t('personal.boundAt', { time: status[kind].bindTime })}
                <Button size="small" danger onClick={() => unbind(kind)}>
                  {t('personal.unbind')}
                </Button>
              </Space>
            ) : (
              <Space wrap>
                <Tag>{t('personal.unbound')}</Tag>
                {t('personal.bindHint', { name: t(`personal.${kind}`) })}
              </Space>
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Form<PhoneValues> form={form} name="bindPhone" layout="vertical" onFinish={(v) => void bindPhone(v)}>
        <PhoneCodeFields
          send={sendCode}
          t={(key, params) => t(`personal.${key}`, params)}
          locale={currentLocale()}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {status.phone.bound ? t('personal.changePhone') : t('personal.bindPhone')}
        </Button>
      </Form>
    </Space>
  )
}
