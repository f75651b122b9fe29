import { Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { shopOrderEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'

export type OrderAction = 'ship' | 'cancel' | 'remark'
interface Values {
  carrier?: string
  trackingNo?: string
  reason?: string
  remark?: string
}

/** The form of one action on an order; cancelling asks for a reason and says it cannot be undone. */
export function OrderActionDialog(props: {
  action: OrderAction | null
  orderId: string
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const { action, orderId } = props
  const submit = async () => {
    const v = await form.validateFields()
    if (action === 'ship')
      await call(api, shopOrderEndpoints.ship, {
        body: { id: orderId, carrier: v.carrier!.trim(), trackingNo: v.trackingNo!.trim() },
      })
    if (action === 'cancel')
      await call(api, shopOrderEndpoints.cancel, { body: { id: orderId, reason: v.reason!.trim() } })
    if (action === 'remark')
      await call(api, shopOrderEndpoints.remark, { body: { id: orderId, remark: v.remark?.trim() ?? '' } })
    form.resetFields()
    props.onDone()
  }
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('required', { label }) },
  ]
  return (
    <Modal
      open={action !== null}
      title={action && t(action)}
      okText={action === 'cancel' ? t('confirmCancel') : t('ok')}
      okButtonProps={{ danger: action === 'cancel' }}
      cancelText={t('close')}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {action === 'ship' && (
          <>
            <Form.Item name="carrier" label={t('carrier')} rules={required(t('carrier'))}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="trackingNo" label={t('trackingNo')} rules={required(t('trackingNo'))}>
              <Input maxLength={64} />
            </Form.Item>
          </>
        )}
        {action === 'cancel' && (
          <>
            <p>{t('cancelWarning')}</p>
            <Form.Item name="reason" label={t('cancelReason')} rules={required(t('cancelReason'))}>
              <Input maxLength={64} />
            </Form.Item>
          </>
        )}
        {action === 'remark' && (
          <Form.Item name="remark" label={t('remark')}>
            <Input.TextArea maxLength={255} rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
