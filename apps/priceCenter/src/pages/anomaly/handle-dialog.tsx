import { useEffect } from 'react'
import { Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { priceEndpoints, type PriceAnomaly } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

/** How an anomaly is handled: acknowledged (seen, still to fix) or resolved. */
export type Handling = { anomaly: PriceAnomaly; status: 'acknowledged' | 'resolved' } | null

/** Acknowledges or resolves an anomaly with a note (the server keeps it with the anomaly). */
export function HandleDialog({
  handling,
  onClose,
  onDone,
}: {
  handling: Handling
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<{ note: string }>()
  useEffect(() => {
    if (handling) form.resetFields()
  }, [handling, form])
  const save = useSubmit(
    ({ note }: { note: string }) =>
      call(api, priceEndpoints.anomalyHandle, {
        body: { id: handling!.anomaly.id, status: handling!.status, note: note.trim() },
      }),
    {
      success: t(`anomaly_${handling?.status ?? 'resolved'}_done`),
      done: () => {
        onClose()
        onDone()
      },
    },
  )
  return (
    <Modal
      open={!!handling}
      title={handling && `${t(`anomaly_${handling.status}`)} · ${handling.anomaly.goodsName}`}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save.submit(values)}>
        <Form.Item
          name="note"
          label={t('anomaly_note')}
          extra={handling?.status === 'resolved' ? t('anomaly_resolveHint') : t('anomaly_acknowledgeHint')}
          rules={[{ required: true, whitespace: true, message: t('anomaly_noteRequired') }]}
        >
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
