import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { ledgerEndpoints, type GrowthReceipt, type LedgerKind, type LedgerReceipt } from '@store/contract'
import { useApi } from '@store/micro'
import { call, type Api } from '@store/request'
import { useSubmit } from '@store/ui'
import { NAMESPACE } from '../../messages'

/** What an administrator may adjust by hand: points, and growth value (the grade follows it). */
export type Adjustable = Extract<LedgerKind, 'points' | 'growth'>

/** Each adjustment's call with its body, and its texts (keys of the app's messages). */
const ADJUSTMENTS = {
  points: {
    adjust: (api: Api, memberId: string, amount: number, reason: string, eventKey: string) =>
      call(api, ledgerEndpoints.adjustPoints, { body: { memberId, points: amount, reason, eventKey } }),
    title: 'adjustPoints',
    amount: 'adjustPointsAmount',
    notZero: 'adjustPointsNotZero',
  },
  growth: {
    adjust: (api: Api, memberId: string, amount: number, reason: string, eventKey: string) =>
      call(api, ledgerEndpoints.adjustGrowth, { body: { memberId, amount, reason, eventKey } }),
    title: 'adjustGrowth',
    amount: 'adjustGrowthAmount',
    notZero: 'adjustGrowthNotZero',
  },
} as const

interface AdjustValues {
  amount: number
  reason: string
}

/**
 * An "Adjust points" or "Adjust growth value" button and its dialog (`points/adjust`, `growth/adjust`;
 * docs/member-ledgers.md). Each opening names one event: a retry after a failed or lost answer sends
 * the same key, so it counts once. The notice gives the new balance, and for growth the grade it earns
 * (`gradeName` names it).
 */
export function AdjustLedger({
  kind,
  memberId,
  gradeName,
  onAdjusted,
}: {
  kind: Adjustable
  memberId: string
  gradeName(id: string): string
  onAdjusted(): void
}) {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const texts = ADJUSTMENTS[kind]
  const [form] = Form.useForm<AdjustValues>()
  const [eventKey, setEventKey] = useState<string | null>(null)

  const close = () => {
    setEventKey(null)
    form.resetFields()
  }
  const adjusted = (receipt: LedgerReceipt | GrowthReceipt) => {
    const balance = receipt.entries.find((e) => e.kind === kind)?.balanceAfter
    if (kind === 'points') return t('pointsAdjusted', { balance })
    const gradeId = 'gradeId' in receipt ? receipt.gradeId : null
    return gradeId
      ? t('growthAdjustedGrade', { balance, grade: gradeName(gradeId) })
      : t('growthAdjusted', { balance })
  }
  const { saving, submit: adjust } = useSubmit(
    ({ amount, reason, key }: AdjustValues & { key: string }): Promise<LedgerReceipt | GrowthReceipt> =>
      texts.adjust(api, memberId, amount, reason, key),
    {
      success: adjusted,
      done: () => {
        close()
        onAdjusted()
      },
    },
  )

  const submit = async () => {
    if (!eventKey) return
    const { amount, reason } = await form.validateFields()
    await adjust({ amount, reason: reason.trim(), key: eventKey })
  }

  return (
    <>
      <Button onClick={() => setEventKey(`${kind}-adjust:${crypto.randomUUID()}`)}>{t(texts.title)}</Button>
      <Modal
        open={eventKey !== null}
        title={t(texts.title)}
        confirmLoading={saving}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="amount"
            label={t(texts.amount)}
            rules={[
              {
                validator: (_, value: number | null) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t(texts.notZero))),
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
