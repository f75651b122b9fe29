import { useEffect } from 'react'
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import {
  shopActivityEndpoints,
  shopGoodsEndpoints,
  type ActivityKind,
  type ShopActivity,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { NumberItem, useLoaded, useSubmit } from '@store/ui'
import { yuan } from '../money'
import { requiredRule } from '../rules'
import { SETTING_FIELDS, type SettingValues } from './kinds'

interface Values extends SettingValues {
  name: string
  shopGoodsId: string
  /** yuan on the form, fen on the wire */
  price: number
  schedule: [Dayjs, Dayjs]
}

const TIME = 'YYYY-MM-DD HH:mm:ss'

/** Creates or edits an activity of a tool: name, goods on sale, price, schedule and the tool's own settings. */
export function ActivityDialog(props: {
  kind: ActivityKind
  /** null: closed; 'new': a new activity; else the activity edited */
  activity: ShopActivity | 'new' | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.activity !== null && props.activity !== 'new' ? props.activity : null
  const goods = useLoaded(
    () => call(api, shopGoodsEndpoints.page, { query: { size: 1000, onShelf: 1 } }),
    [api],
  )
  useEffect(() => {
    if (!props.activity) return
    form.resetFields()
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        shopGoodsId: editing.shopGoodsId,
        price: editing.activityPriceFen / 100,
        schedule: [dayjs(editing.startTime), dayjs(editing.endTime)],
        ...Object.fromEntries(SETTING_FIELDS[props.kind].map((f) => [f.name, editing[f.name] ?? undefined])),
      })
  }, [props.activity, props.kind, editing, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, shopActivityEndpoints(props.kind).submit, {
        body: {
          ...(editing ? { id: editing.id } : {}),
          name: v.name.trim(),
          shopGoodsId: v.shopGoodsId,
          activityPriceFen: Math.round(v.price * 100),
          startTime: v.schedule[0].format(TIME),
          endTime: v.schedule[1].format(TIME),
          ...Object.fromEntries(SETTING_FIELDS[props.kind].map((f) => [f.name, v[f.name]])),
        },
      }),
    { success: t('saved'), done: props.onDone },
  )
  return (
    <Modal
      open={props.activity !== null}
      title={editing ? t('actEdit') : t('actCreate')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="name" label={t('actName')} rules={[requiredRule(t, t('actName'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="shopGoodsId"
          label={t('actGoods')}
          rules={[{ required: true, message: t('actPickGoods') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={!goods.data}
            options={(goods.data?.records ?? []).map((g) => ({
              value: g.id,
              label: `${g.goodsName}（${t('actGoodsPrice')} ${yuan(g.priceFen)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="price"
          label={t(`actPrice_${props.kind}`)}
          rules={[{ required: true, message: t('required', { label: t(`actPrice_${props.kind}`) }) }]}
        >
          <InputNumber min={0} max={999999.99} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="schedule"
          label={`${t('actStart')} ~ ${t('actEnd')}`}
          rules={[
            { required: true, message: t('required', { label: t('actStart') }) },
            {
              validator: (_, v?: [Dayjs, Dayjs]) =>
                !v || v[1].isAfter(v[0])
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('actEndAfterStart'))),
            },
          ]}
        >
          <DatePicker.RangePicker showTime format={TIME} />
        </Form.Item>
        {SETTING_FIELDS[props.kind].map((f) => (
          <NumberItem key={f.name} name={f.name} label={t(f.label)} min={f.min} max={f.max} />
        ))}
      </Form>
    </Modal>
  )
}
