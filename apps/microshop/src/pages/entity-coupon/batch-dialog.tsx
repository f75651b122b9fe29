import { Form, Input, InputNumber, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { entityCouponEndpoints as ep, type CouponBatch, type EntityCouponKind } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'
import { requiredRule } from '../../components/rules'
import { rangeOf, scheduleOf, ScheduleItem, type Range } from '../cards-shared/schedule'

interface Values {
  name: string
  kind: EntityCouponKind
  /** yuan on the form, fen on the wire */
  face?: number
  discountPercent?: number
  count: number
  schedule: Range
}

/** Creates a batch (its codes are generated) or edits an active one's name, value and validity. */
export function BatchDialog(props: { batch: CouponBatch | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const kind = Form.useWatch('kind', form)
  const editing = props.batch !== 'new' ? props.batch : null
  const initialValues: Partial<Values> = editing
    ? {
        name: editing.name,
        kind: editing.kind,
        face: editing.faceFen / 100,
        discountPercent: editing.discountPercent || undefined,
        count: editing.count,
        schedule: rangeOf(editing),
      }
    : { kind: 'amount', count: 100 }
  const send = (v: Values) =>
    call(api, ep.batchSubmit, {
      body: {
        ...(editing ? { id: editing.id } : {}),
        name: v.name.trim(),
        kind: v.kind,
        ...(v.kind === 'amount'
          ? { faceFen: Math.round((v.face ?? 0) * 100) }
          : { discountPercent: v.discountPercent }),
        count: v.count,
        ...scheduleOf(v.schedule),
      },
    })
  return (
    <FormDialog<Values>
      open={props.batch !== null}
      title={editing ? t('couponEditBatch') : t('couponNewBatch')}
      form={form}
      send={send}
      success={t('saved')}
      onClose={props.onClose}
      onDone={props.onDone}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('cardsName')} rules={[requiredRule(t, t('cardsName'))]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="kind" label={t('couponKind')}>
        <Radio.Group
          options={(['amount', 'discount'] as const).map((k) => ({ value: k, label: t(`couponKind_${k}`) }))}
        />
      </Form.Item>
      {kind === 'discount' ? (
        <Form.Item
          name="discountPercent"
          label={t('couponDiscount')}
          rules={[{ required: true, message: t('required', { label: t('couponDiscount') }) }]}
        >
          <InputNumber min={1} max={99} precision={0} />
        </Form.Item>
      ) : (
        <Form.Item
          name="face"
          label={t('couponFace')}
          rules={[{ required: true, message: t('required', { label: t('couponFace') }) }]}
        >
          <InputNumber min={0.01} max={999999.99} precision={2} />
        </Form.Item>
      )}
      <Form.Item
        name="count"
        label={t('couponCount')}
        rules={[{ required: true, message: t('required', { label: t('couponCount') }) }]}
      >
        <InputNumber min={1} max={5000} precision={0} disabled={editing !== null} />
      </Form.Item>
      <ScheduleItem />
    </FormDialog>
  )
}
