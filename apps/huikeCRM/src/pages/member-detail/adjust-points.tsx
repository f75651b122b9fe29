import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { INSIDER_API, type LedgerReceipt, type PointsAdjustBody } from '@store/contract'
import { useApi } from '@store/micro'
import { useSubmit } from '@store/ui'
import { NAMESPACE } from '../../messages'

interface AdjustValues {
  points: number
  reason: string
}

/**
 * The "Adjust points" button and its dialog (`points/adjust`, docs/member-ledgers.md). Each opening
 * names one event: a retry after a failed or lost answer sends the same key, so it counts once.
 */
export function AdjustPoints({ memberId, onAdjusted }: { memberId: string; onAdjusted(): void }) {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const [form] = Form.useForm<AdjustValues>()
  const [eventKey, setEventKey] = useState<string | null>(null)

  const close = () => {
    setEventKey(null)
    form.resetFields()
  }
  const { saving, submit: adjust } = useSubmit(
    (body: PointsAdjustBody) => api.post<LedgerReceipt>(`${INSIDER_API}/points/adjust`, body),
    {
      success: (receipt) =>
        t('pointsAdjusted', { balance: receipt.entries.find((e) => e.kind === 'points')?.balanceAfter }),
      done: () => {
        close()
        onAdjusted()
      },
    },
  )

  const submit = async () => {
    if (!eventKey) return
    const { points, reason } = await form.validateFields()
    await adjust({ memberId, points, reason: reason.trim(), eventKey })
  }

  return (
    <>
      <Button onClick={() => setEventKey(`points-adjust:${crypto.randomUUID()}`)}>{t('adjustPoints')}</Button>
      <Modal
        open={eventKey !== null}
        title={t('adjustPoints')}
        confirmLoading={saving}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="points"
            label={t('adjustPointsAmount')}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t('adjustPointsNotZero'))),
              },
            ]}
          >
            <InputNumber precision={0} min={-10_000_000} max={10_000_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('adjustReason')}
            rules={[{ required: true, whitespace: true, message: t('adjustReasonRequired') }, { max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
