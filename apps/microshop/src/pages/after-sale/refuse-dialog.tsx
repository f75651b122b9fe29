import { useEffect } from 'react'
import { Alert, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'

/** Asks why a request is refused before refusing it (the buyer sees the reason). */
export function RefuseDialog(props: {
  open: boolean
  saving: boolean
  onOk(reason: string): void
  onClose(): void
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ reason: string }>()
  useEffect(() => {
    if (props.open) form.resetFields()
  }, [props.open, form])
  return (
    <Modal
      open={props.open}
      title={t('refuse')}
      okText={t('confirmRefuse')}
      okButtonProps={{ danger: true, loading: props.saving }}
      cancelText={t('close')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Alert type="warning" showIcon message={t('refuseWarning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={({ reason }) => props.onOk(reason.trim())}>
        <Form.Item
          name="reason"
          label={t('refuseReason')}
          rules={[{ required: true, whitespace: true, message: t('required', { label: t('refuseReason') }) }]}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
