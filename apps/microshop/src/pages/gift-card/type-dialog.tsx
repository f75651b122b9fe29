import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { giftCardEndpoints as ep, type GiftCardType } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'
import { requiredRule } from '../../components/rules'
import { rangeOf, scheduleOf, ScheduleItem, type Range } from '../cards-shared/schedule'

interface Values {
  name: string
  /** yuan on the form, fen on the wire */
  face: number
  validDays: number
  schedule: Range
}

/** Creates a card type or edits one on sale: face value, validity days, sale window. */
export function TypeDialog(props: { type: GiftCardType | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const editing = props.type !== 'new' ? props.type : null
  const initialValues: Partial<Values> = editing
    ? {
        name: editing.name,
        face: editing.faceFen / 100,
        validDays: editing.validDays,
        schedule: rangeOf(editing),
      }
    : { validDays: 365 }
  const required = (label: string) => [{ required: true, message: t('required', { label }) }]
  return (
    <FormDialog<Values>
      open={props.type !== null}
      title={editing ? t('giftEditType') : t('giftNewType')}
      send={(v) =>
        call(api, ep.typeSubmit, {
          body: {
            ...(editing ? { id: editing.id } : {}),
            name: v.name.trim(),
            faceFen: Math.round(v.face * 100),
            validDays: v.validDays,
            ...scheduleOf(v.schedule),
          },
        })
      }
      success={t('saved')}
      onClose={props.onClose}
      onDone={props.onDone}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('cardsName')} rules={[requiredRule(t, t('cardsName'))]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="face" label={t('giftFace')} rules={required(t('giftFace'))}>
        <InputNumber min={0.01} max={999999.99} precision={2} />
      </Form.Item>
      <Form.Item name="validDays" label={t('giftValidDays')} rules={required(t('giftValidDays'))}>
        <InputNumber min={1} max={3650} precision={0} />
      </Form.Item>
      <ScheduleItem />
    </FormDialog>
  )
}
