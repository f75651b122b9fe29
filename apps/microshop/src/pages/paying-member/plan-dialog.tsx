import { Form, Input, InputNumber, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  PLAN_PERIODS,
  couponTemplateResource,
  payingMemberEndpoints as ep,
  type MemberPlan,
  type PlanPeriod,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FlagItem, FormDialog, useResourceChoices, type ResourceRow } from '@store/ui'
import { requiredRule } from '../../components/rules'
import { rangeOf, scheduleOf, ScheduleItem, type Range } from '../cards-shared/schedule'

interface Values {
  name: string
  period: PlanPeriod
  /** yuan on the form, fen on the wire */
  price: number
  discountPercent: number
  freeShipping: 0 | 1
  monthlyCoupons: number
  /** the promotions coupon template the monthly coupons come from; empty: none are issued */
  couponTemplateId?: string | null
  graceDays: number
  schedule: Range
}

const byCodeAndName = (row: ResourceRow) => ({ value: row.id, label: `${row.code} ${row.name}` })

/** Creates a plan or edits one on sale: period, price, benefits, grace days and sale window. */
export function PlanDialog(props: { plan: MemberPlan | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const editing = props.plan !== 'new' ? props.plan : null
  const templates = useResourceChoices(api, couponTemplateResource, byCodeAndName)
  const initialValues: Partial<Values> = editing
    ? {
        name: editing.name,
        period: editing.period,
        price: editing.priceFen / 100,
        discountPercent: editing.discountPercent,
        freeShipping: editing.freeShipping,
        monthlyCoupons: editing.monthlyCoupons,
        couponTemplateId: editing.couponTemplateId,
        graceDays: editing.graceDays,
        schedule: rangeOf(editing),
      }
    : { period: 'month', discountPercent: 0, freeShipping: 0, monthlyCoupons: 0, graceDays: 7 }
  const required = (label: string) => [{ required: true, message: t('required', { label }) }]
  return (
    <FormDialog<Values>
      open={props.plan !== null}
      title={editing ? t('memberEditPlan') : t('memberNewPlan')}
      send={({ schedule, price, ...v }) =>
        call(api, ep.planSubmit, {
          body: {
            ...(editing ? { id: editing.id } : {}),
            ...v,
            couponTemplateId: v.couponTemplateId ?? null,
            name: v.name.trim(),
            priceFen: Math.round(price * 100),
            ...scheduleOf(schedule),
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
      <Form.Item name="period" label={t('memberPeriod')}>
        <Radio.Group options={PLAN_PERIODS.map((p) => ({ value: p, label: t(`memberPeriod_${p}`) }))} />
      </Form.Item>
      <Form.Item name="price" label={t('memberPrice')} rules={required(t('memberPrice'))}>
        <InputNumber min={0.01} max={999999.99} precision={2} />
      </Form.Item>
      <Form.Item name="discountPercent" label={t('memberDiscount')} rules={required(t('memberDiscount'))}>
        <InputNumber min={0} max={90} precision={0} />
      </Form.Item>
      <FlagItem name="freeShipping" label={t('memberFreeShipping')} />
      <Form.Item
        name="monthlyCoupons"
        label={t('memberMonthlyCoupons')}
        rules={required(t('memberMonthlyCoupons'))}
      >
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Form.Item
        name="couponTemplateId"
        label={t('memberCouponTemplate')}
        extra={t('memberCouponTemplateHint')}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={templates === null}
          options={templates ?? []}
        />
      </Form.Item>
      <Form.Item name="graceDays" label={t('memberGraceDays')} rules={required(t('memberGraceDays'))}>
        <InputNumber min={0} max={90} precision={0} />
      </Form.Item>
      <ScheduleItem />
    </FormDialog>
  )
}
