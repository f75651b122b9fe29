import { useEffect } from 'react'
import { Alert, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'

/** Asks the reason of a rejection, a query or an override (the server keeps it in the review record). */
export function ReasonDialog({
  title,
  hint,
  saving,
  onOk,
  onClose,
}: {
  title: string | null
  hint?: string
  saving: boolean
  onOk(reason: string): void
  onClose(): void
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ reason: string }>()
  useEffect(() => {
    if (title) form.resetFields()
  }, [title, form])
  return (
    <Modal
      open={!!title}
      title={title}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {hint && <Alert type="warning" showIcon message={hint} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={({ reason }) => onOk(reason.trim())}>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
        >
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
