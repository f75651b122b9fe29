import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { INSIDER_API, type LedgerReceipt, type PointsAdjustBody } from '@store/contract'
import { useApi } from '@store/micro'
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
  const bridge = useBridge()
  const [form] = Form.useForm<AdjustValues>()
  const [eventKey, setEventKey] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const close = () => {
    setEventKey(null)
    form.resetFields()
  }

  const submit = async () => {
    if (!eventKey) return
    const { points, reason } = await form.validateFields()
    const body: PointsAdjustBody = { memberId, points, reason: reason.trim(), eventKey }
    setSaving(true)
    try {
      const receipt = await api.post<LedgerReceipt>(`${INSIDER_API}/points/adjust`, body)
      const balance = receipt.entries.find((e) => e.kind === 'points')?.balanceAfter
      bridge.services.notify({ type: 'success', message: t('pointsAdjusted', { balance }) })
      close()
      onAdjusted()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      setSaving(false)
    }
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
