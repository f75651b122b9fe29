import { useEffect } from 'react'
import { DatePicker, Form, Input, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { tmsEndpoints, type TmsShipment } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

interface Values {
  signedBy: string
  signedAt: Dayjs
  proofNote?: string
}

/** Delivery confirmed: who signed, when, and the proof (a note of the photo or slip). */
export function DeliverDialog(props: { shipment: TmsShipment | undefined; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  useEffect(() => {
    if (props.shipment) form.setFieldsValue({ signedBy: '', signedAt: dayjs(), proofNote: '' })
  }, [props.shipment, form])
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  const save = useSubmit(
    (v: Values) =>
      call(api, tmsEndpoints.confirmDelivery, {
        body: {
          id: props.shipment!.id,
          signedBy: v.signedBy,
          signedAt: v.signedAt.toISOString(),
          ...(v.proofNote ? { proofNote: v.proofNote } : {}),
        },
      }),
    {
      success: t('delivered'),
      done: () => {
        props.onClose()
        props.onDone()
      },
    },
  )
  return (
    <Modal
      open={Boolean(props.shipment)}
      title={`${t('deliver')} ${props.shipment?.code ?? ''}`}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="signedBy" label={t('signedBy')} rules={required('signedBy')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="signedAt" label={t('signedAt')} rules={required('signedAt')}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="proofNote" label={t('proofNote')}>
          <Input.TextArea maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
