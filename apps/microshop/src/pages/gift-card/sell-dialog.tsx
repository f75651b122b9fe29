import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { giftCardEndpoints as ep, type GiftCardType } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'

interface Values {
  quantity: number
  memberId?: string
}

/** Sells cards of a type to a member (or anonymous ones); they are activated at the shop front. */
export function SellDialog(props: { type: GiftCardType | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  return (
    <FormDialog<Values>
      open={props.type !== null}
      title={t('giftSellTitle', { name: props.type?.name ?? '' })}
      send={(v) =>
        call(api, ep.sell, {
          body: {
            typeId: props.type!.id,
            quantity: v.quantity,
            ...(v.memberId?.trim() ? { memberId: v.memberId.trim() } : {}),
          },
        })
      }
      success={t('cardsDone')}
      onClose={props.onClose}
      onDone={props.onDone}
      initialValues={{ quantity: 1 }}
    >
      <Form.Item
        name="quantity"
        label={t('giftQuantity')}
        rules={[{ required: true, message: t('required', { label: t('giftQuantity') }) }]}
      >
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item
        name="memberId"
        label={t('cardsMember')}
        extra={t('giftMemberHint')}
        rules={[{ pattern: /^\d{1,19}$/, message: t('required', { label: t('cardsMember') }) }]}
      >
        <Input maxLength={19} />
      </Form.Item>
    </FormDialog>
  )
}
