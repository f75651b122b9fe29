import { useEffect } from 'react'
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { DRAW_PRIZE_KINDS, luckyDrawEndpoints as ep, shopGoodsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { NumberItem, useLoaded, useSubmit } from '@store/ui'
import { useCouponTemplates } from '../../components/coupon-templates'
import { requiredRule } from '../../components/rules'
import { percentSum, toInput, toRow, type PrizeRow } from './pool'

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

interface Values {
  name: string
  description?: string
  period: [Dayjs, Dayjs]
  costPoints: number
  dailyLimit: number
  totalLimit: number
  prizes: PrizeRow[]
}

/** Creates or edits a lucky draw (`luckyDraw/submit`): schedule, cost, limits and the prize pool. */
export function DrawDialog(props: { id: string | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.id !== null && props.id !== 'new' ? props.id : null
  const detail = useLoaded(
    () => (editing ? call(api, ep.detail, { query: { id: editing } }) : Promise.resolve(null)),
    [api, editing],
  )
  const templates = useCouponTemplates(api)
  const goods = useLoaded(
    () => call(api, shopGoodsEndpoints.page, { query: { size: 1000, onShelf: 1 } }),
    [api],
  )
  const goodsChoices = (goods.data?.records ?? []).map((g) => ({ value: g.id, label: g.goodsName }))
  const draw = detail.data && detail.data.id === editing ? detail.data : null
  const locked = (draw?.draws ?? 0) > 0
  useEffect(() => {
    if (!props.id) return
    form.resetFields()
    if (draw)
      form.setFieldsValue({
        name: draw.name,
        description: draw.description ?? '',
        period: [dayjs(draw.startTime), dayjs(draw.endTime)],
        costPoints: draw.costPoints,
        dailyLimit: draw.dailyLimit,
        totalLimit: draw.totalLimit,
        prizes: draw.prizes.map(toRow),
      })
    else if (props.id === 'new')
      form.setFieldsValue({
        costPoints: 0,
        dailyLimit: 1,
        totalLimit: 1,
        prizes: [{ name: t('ld_kind_none'), kind: 'none', percent: 100 }],
      })
  }, [props.id, draw, form, t])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.submit, {
        body: {
          ...(editing ? { id: editing } : {}),
          name: v.name.trim(),
          ...(v.description?.trim() ? { description: v.description.trim() } : {}),
          startTime: v.period[0].format(DATE_TIME),
          endTime: v.period[1].format(DATE_TIME),
          costPoints: v.costPoints,
          dailyLimit: v.dailyLimit,
          totalLimit: v.totalLimit,
          prizes: v.prizes.map(toInput),
        },
      }),
    { success: t('saved'), done: props.onDone },
  )
  const kinds = DRAW_PRIZE_KINDS.map((k) => ({ value: k, label: t(`ld_kind_${k}`) }))

  return (
    <Modal
      open={props.id !== null}
      title={editing ? t('ldEdit') : t('ldAdd')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving, disabled: editing !== null && !draw }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={860}
      forceRender
    >
      {detail.error && <Alert type="error" showIcon message={detail.error} />}
      {editing && !draw && !detail.error && <Spin />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="name" label={t('ldName')} rules={[requiredRule(t, t('ldName'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('ldDescription')}>
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
        <Form.Item name="period" label={t('ldTime')} rules={[{ required: true, message: t('ldPickTime') }]}>
          <DatePicker.RangePicker showTime format={DATE_TIME} placeholder={[t('ldStart'), t('ldEnd')]} />
        </Form.Item>
        <Space size="large" wrap>
          <NumberItem name="costPoints" label={t('ldCost')} min={0} max={1000000} />
          <NumberItem name="dailyLimit" label={t('ldDailyLimit')} min={1} max={1000} />
          <NumberItem name="totalLimit" label={t('ldTotalLimit')} min={1} max={100000} />
        </Space>
        {locked && <Alert type="info" showIcon message={t('ldPrizesLocked')} style={{ marginBottom: 12 }} />}
        <Form.List
          name="prizes"
          rules={[
            {
              validator: async (_, rows: PrizeRow[] = []) => {
                const sum = percentSum(rows)
                if (sum !== 100) throw new Error(t('ldProbabilitySum', { sum }))
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map(({ key, name }) => (
                <Space key={key} align="start" wrap>
                  <Form.Item
                    name={[name, 'name']}
                    label={t('ldPrizeName')}
                    rules={[requiredRule(t, t('ldPrizeName'))]}
                  >
                    <Input maxLength={32} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[name, 'kind']} label={t('ldKind')} rules={[{ required: true }]}>
                    <Select options={kinds} disabled={locked} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['prizes', name, 'kind']]}>
                    {({ getFieldValue }) => {
                      const kind = getFieldValue(['prizes', name, 'kind'])
                      return (
                        <Space align="start">
                          {kind === 'points' && (
                            <Form.Item
                              name={[name, 'points']}
                              label={t('ldPoints')}
                              rules={[{ required: true, message: t('required', { label: t('ldPoints') }) }]}
                            >
                              <InputNumber min={1} max={1000000} precision={0} disabled={locked} />
                            </Form.Item>
                          )}
                          {kind === 'coupon' && (
                            <Form.Item
                              name={[name, 'couponTemplateId']}
                              label={t('ldCoupon')}
                              rules={[{ required: true, message: t('required', { label: t('ldCoupon') }) }]}
                            >
                              <Select
                                showSearch
                                optionFilterProp="label"
                                aria-label={t('ldCoupon')}
                                style={{ width: 220 }}
                                loading={templates === null}
                                options={templates ?? []}
                              />
                            </Form.Item>
                          )}
                          {kind === 'goods' && (
                            <Form.Item
                              name={[name, 'shopGoodsId']}
                              label={t('ldGoods')}
                              rules={[{ required: true, message: t('required', { label: t('ldGoods') }) }]}
                            >
                              <Select
                                showSearch
                                optionFilterProp="label"
                                aria-label={t('ldGoods')}
                                style={{ width: 220 }}
                                loading={!goods.data}
                                options={goodsChoices}
                              />
                            </Form.Item>
                          )}
                          {kind !== 'none' && (
                            <Form.Item
                              name={[name, 'stock']}
                              label={t('ldStock')}
                              rules={[{ required: true, message: t('required', { label: t('ldStock') }) }]}
                            >
                              <InputNumber min={0} max={10000000} precision={0} />
                            </Form.Item>
                          )}
                        </Space>
                      )
                    }}
                  </Form.Item>
                  <Form.Item
                    name={[name, 'percent']}
                    label={t('ldProbability')}
                    rules={[{ required: true, message: t('required', { label: t('ldProbability') }) }]}
                  >
                    <InputNumber min={0} max={100} precision={4} disabled={locked} />
                  </Form.Item>
                  {!locked && fields.length > 1 && (
                    <Button style={{ marginTop: 30 }} onClick={() => remove(name)}>
                      {t('ldRemovePrize')}
                    </Button>
                  )}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {!locked && fields.length < 20 && (
                <Button type="dashed" onClick={() => add({ kind: 'goods', stock: 0, percent: 0 })}>
                  {t('ldAddPrize')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
