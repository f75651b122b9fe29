import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { giftCardEndpoints as ep, type GiftCard } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'

interface Values {
  orderId: string
  /** yuan on the form, fen on the wire */
  amount: number
}

/** Refunds part of what the card paid for an order back to it (an after-sale's refund). */
export function RefundDialog(props: { card: GiftCard | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  return (
    <FormDialog<Values>
      open={props.card !== null}
      title={t('giftRefundTitle', { cardNo: props.card?.cardNo ?? '' })}
      send={(v) =>
        call(api, ep.refund, {
          body: { cardId: props.card!.id, orderId: v.orderId.trim(), amountFen: Math.round(v.amount * 100) },
        })
      }
      success={t('cardsDone')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item
        name="orderId"
        label={t('giftOrderId')}
        rules={[
          { required: true, pattern: /^\d{1,19}$/, message: t('required', { label: t('giftOrderId') }) },
        ]}
      >
        <Input maxLength={19} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('giftRefundAmount')}
        rules={[{ required: true, message: t('required', { label: t('giftRefundAmount') }) }]}
      >
        <InputNumber min={0.01} max={999999.99} precision={2} />
      </Form.Item>
    </FormDialog>
  )
}
