import { useState } from 'react'
import { App, Button, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { selfEndpoints, type EndpointBody } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { PasswordFields } from '../login/PasswordFields'
import './texts'

type PasswordValues = Required<EndpointBody<typeof selfEndpoints.updatePassword>>

/** spec §5 Change-password (update-password): this session stays, the user's other sessions end. */
export function PasswordForm({ onDone }: { onDone?(): void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<PasswordValues>()
  const [busy, setBusy] = useState(false)

  const submit = async (values: PasswordValues) => {
    setBusy(true)
    try {
      await call(hostApi, selfEndpoints.updatePassword, { body: values })
      void message.success(t('personal.passwordChanged'))
      form.resetFields()
      onDone?.()
    } catch (error) {
      void message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form<PasswordValues>
      form={form}
      name="personalPassword"
      layout="vertical"
      className="sd-narrow-form"
      onFinish={(values) => void submit(values)}
    >
      <PasswordFields t={(key) => t(`personal.${key}`)} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  )
}
