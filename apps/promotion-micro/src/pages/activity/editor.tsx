import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  activityEndpoints,
  endpointsOf,
  PROM_EXCLUSIVITY,
  PROM_FORM_NAMES,
  PROM_FORMS,
  PROM_LAYERS,
  PROM_TYPE_NAMES,
  PROM_TYPES,
  promSceneResource,
  type Page,
} from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'
import { useOpen } from '../../components/open'
import { DATE_TIME, EMPTY_FORM, toForm, WEEKDAYS, toInput, type ActivityForm } from './form-values'
import ActivityPreview from './preview'
import ScopeFields from './scope-fields'

const selectLocale = (s: BridgeState) => s.locale

/** An activity's editor: what it gives (type, form, tiers), where and to whom (scope), when, how much, how it combines. */
export default function ActivityEditor() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const locale = useBridgeState(selectLocale)
  const id = useSearchParams()[0].get('id') ?? undefined
  const [form] = Form.useForm<ActivityForm>()
  const { data: activity } = useLoaded(
    () => (id ? call(api, activityEndpoints.detail, { query: { id } }) : Promise.resolve(undefined)),
    [api, id],
  )
  const { data: scenes } = useLoaded(
    () =>
      api.get<Page<{ code: string; name: string }>>(
        `${promSceneResource.basePath}/${endpointsOf(promSceneResource).page}`,
        { size: 100 },
      ),
    [api],
  )
  useEffect(() => {
    if (activity) form.setFieldsValue(toForm(activity))
  }, [activity, form])
  const save = useSubmit(
    (values: ActivityForm) => call(api, activityEndpoints.submit, { body: toInput(values, id) }),
    { success: t('saved'), done: () => open('activity', t('activities')) },
  )
  const options = <T extends string | number>(values: readonly T[], label: (v: T) => string) =>
    values.map((value) => ({ value, label: label(value) }))

  return (
    <Card
      title={id ? t('editor_edit') : t('editor_new')}
      extra={<Button onClick={() => open('activity')}>{t('back')}</Button>}
    >
      <Form<ActivityForm>
        form={form}
        layout="vertical"
        initialValues={EMPTY_FORM}
        onFinish={(values) => void save.submit(values)}
        style={{ maxWidth: 880 }}
      >
        <Space wrap align="start">
          <Form.Item name="code" label={t('code')} rules={[{ required: true }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name" label={t('name')} rules={[{ required: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="promType" label={t('promType')} rules={[{ required: true }]}>
            <Select style={{ width: 140 }} options={options(PROM_TYPES, (p) => PROM_TYPE_NAMES[p][locale])} />
          </Form.Item>
          <Form.Item name="form" label={t('form')} rules={[{ required: true }]}>
            <Select style={{ width: 160 }} options={options(PROM_FORMS, (f) => PROM_FORM_NAMES[f][locale])} />
          </Form.Item>
          <Form.Item name="sceneCode" label={t('scene')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={scenes?.records.map((s) => ({ value: s.code, label: s.name }))}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="layer" label={t('layer')}>
            <Select style={{ width: 120 }} options={options(PROM_LAYERS, (l) => t(`layer_${l}`))} />
          </Form.Item>
          <Form.Item name="exclusivity" label={t('exclusivity')}>
            <Select
              style={{ width: 140 }}
              options={options(PROM_EXCLUSIVITY, (e) => t(`exclusivity_${e}`))}
            />
          </Form.Item>
          <Form.Item name="priority" label={t('priority')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Space>
        <Form.Item name="period" label={t('period')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime format={DATE_TIME} />
        </Form.Item>
        <Form.Item name="weekdays" label={t('weekdays')}>
          <Checkbox.Group options={options(WEEKDAYS, (d) => t(`weekday_${d}`))} />
        </Form.Item>
        <Form.Item name="hoursText" label={t('hours')}>
          <Input />
        </Form.Item>
        <ScopeFields />
        <Card size="small" title={t('tiers')} style={{ marginBottom: 16 }}>
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'threshold']}
                      label={t('tier_threshold')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={0} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unit']} label={t('tier_unit')}>
                      <Select
                        style={{ width: 90 }}
                        options={[
                          { value: 'fen', label: t('unit_fen') },
                          { value: 'qty', label: t('unit_qty') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'value']}
                      label={t('tier_value')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={0} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'repeat']} label={t('tier_repeat')} valuePropName="checked">
                      <Checkbox />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button type="link" danger onClick={() => remove(field.name)}>
                        {t('remove')}
                      </Button>
                    )}
                  </Space>
                ))}
                <Button onClick={() => add({ threshold: 0, unit: 'fen', value: 0 })}>{t('tier_add')}</Button>
              </>
            )}
          </Form.List>
        </Card>
        <Space wrap align="start">
          <Form.Item name="perMemberLimit" label={t('perMemberLimit')}>
            <InputNumber min={1} />
          </Form.Item>
          <Form.Item name="totalLimit" label={t('totalLimit')}>
            <InputNumber min={1} />
          </Form.Item>
          <Form.Item name="budgetYuan" label={t('budget')}>
            <InputNumber min={0} precision={2} />
          </Form.Item>
        </Space>
        <Form.Item name="promoCode" label={t('promo_code')} extra={t('promo_code_hint')}>
          <Input maxLength={32} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="slogan" label={t('slogan')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={255} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.saving}>
          {t('save')}
        </Button>
      </Form>
      <ActivityPreview form={form} id={id} />
    </Card>
  )
}
