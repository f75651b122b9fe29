import { useEffect } from 'react'
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import {
  BROWSE_REWARD_KINDS,
  BROWSE_TARGET_KINDS,
  VOTE_PERIODS,
  browseEndpoints as ep,
  type BrowseRewardKind,
  type BrowseTargetKind,
  type VotePeriod,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'
import { useCouponTemplates } from '../../components/coupon-templates'
import { requiredRule } from '../../components/rules'

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

interface Values {
  name: string
  description?: string
  period: [Dayjs, Dayjs]
  targetKind: BrowseTargetKind
  target: string
  dwellSeconds: number
  rewardPeriod: VotePeriod
  rewardKind: BrowseRewardKind
  rewardPoints?: number
  couponTemplateId?: string
}

/** Creates or edits a browse-to-earn task (`browse/submit`): target, dwell, reward and its period, schedule. */
export function BrowseTaskDialog(props: { id: string | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.id !== null && props.id !== 'new' ? props.id : null
  const templates = useCouponTemplates(api)
  const detail = useLoaded(
    () => (editing ? call(api, ep.detail, { query: { id: editing } }) : Promise.resolve(null)),
    [api, editing],
  )
  const task = detail.data && detail.data.id === editing ? detail.data : null
  const rewardKind = Form.useWatch('rewardKind', form)
  useEffect(() => {
    if (!props.id) return
    form.resetFields()
    if (task)
      form.setFieldsValue({
        name: task.name,
        description: task.description ?? '',
        period: [dayjs(task.startTime), dayjs(task.endTime)],
        targetKind: task.targetKind,
        target: task.target,
        dwellSeconds: task.dwellSeconds,
        rewardPeriod: task.period,
        rewardKind: task.rewardKind,
        rewardPoints: task.rewardPoints,
        ...(task.couponTemplateId ? { couponTemplateId: task.couponTemplateId } : {}),
      })
    else if (props.id === 'new')
      form.setFieldsValue({
        targetKind: 'page',
        dwellSeconds: 15,
        rewardPeriod: 'daily',
        rewardKind: 'points',
        rewardPoints: 5,
      })
  }, [props.id, task, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.submit, {
        body: {
          ...(editing ? { id: editing } : {}),
          name: v.name.trim(),
          ...(v.description?.trim() ? { description: v.description.trim() } : {}),
          startTime: v.period[0].format(DATE_TIME),
          endTime: v.period[1].format(DATE_TIME),
          targetKind: v.targetKind,
          target: v.target.trim(),
          dwellSeconds: v.dwellSeconds,
          period: v.rewardPeriod,
          rewardKind: v.rewardKind,
          rewardPoints: v.rewardKind === 'points' ? (v.rewardPoints ?? 0) : 0,
          ...(v.rewardKind === 'coupon' && v.couponTemplateId
            ? { couponTemplateId: v.couponTemplateId }
            : {}),
        },
      }),
    { success: t('saved'), done: props.onDone },
  )
  const required = (label: string) => [requiredRule(t, label)]
  const requiredChoice = (label: string) => [{ required: true, message: t('required', { label }) }]

  return (
    <Modal
      open={props.id !== null}
      title={editing ? t('brEdit') : t('brAdd')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving, disabled: editing !== null && !task }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={720}
      forceRender
    >
      {detail.error && <Alert type="error" showIcon message={detail.error} />}
      {editing && !task && !detail.error && <Spin />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="name" label={t('ldName')} rules={required(t('ldName'))}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('ldDescription')}>
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
        <Form.Item name="period" label={t('ldTime')} rules={[{ required: true, message: t('ldPickTime') }]}>
          <DatePicker.RangePicker showTime format={DATE_TIME} placeholder={[t('ldStart'), t('ldEnd')]} />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item name="targetKind" label={t('brTargetKind')}>
            <Select
              style={{ width: 140 }}
              aria-label={t('brTargetKind')}
              options={BROWSE_TARGET_KINDS.map((k) => ({ value: k, label: t(`br_target_${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="target"
            label={t('brTarget')}
            extra={t('brTargetHint')}
            rules={required(t('brTarget'))}
          >
            <Input maxLength={255} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="dwellSeconds" label={t('brDwell')} rules={requiredChoice(t('brDwell'))}>
            <InputNumber min={1} max={3600} precision={0} />
          </Form.Item>
        </Space>
        <Space size="large" wrap align="start">
          <Form.Item name="rewardPeriod" label={t('brPeriod')}>
            <Select
              style={{ width: 200 }}
              aria-label={t('brPeriod')}
              disabled={(task?.rewards ?? 0) > 0}
              options={VOTE_PERIODS.map((p) => ({ value: p, label: t(`br_period_${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="rewardKind" label={t('brRewardKind')}>
            <Select
              style={{ width: 140 }}
              aria-label={t('brRewardKind')}
              options={BROWSE_REWARD_KINDS.map((k) => ({ value: k, label: t(`br_reward_${k}`) }))}
            />
          </Form.Item>
          {rewardKind === 'coupon' ? (
            <Form.Item name="couponTemplateId" label={t('brCoupon')} rules={requiredChoice(t('brCoupon'))}>
              <Select
                showSearch
                optionFilterProp="label"
                style={{ width: 240 }}
                loading={templates === null}
                options={templates ?? []}
              />
            </Form.Item>
          ) : (
            <Form.Item name="rewardPoints" label={t('qzReward')} rules={requiredChoice(t('qzReward'))}>
              <InputNumber min={1} max={1000000} precision={0} />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  )
}
