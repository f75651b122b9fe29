import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Typography } from 'antd'
import type { Rule } from 'antd/es/form'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { WORKFLOW_CODES, workflowEndpoints, type FormField } from '@store/contract'
import { useBridge, useButton, useUnsavedEdits } from '@store/bridge/react'
import { useApi, useSubApp } from '@store/micro'
import { call } from '@store/request'
import { LoadState, Outcome, useLoaded, useSubmit } from '@store/ui'
import { ROUTES, useFormTexts } from '../../components/common'

type Values = Record<string, unknown>

/** The form's values as the server keeps them: dates as `YYYY-MM-DD`, date-times as `YYYY-MM-DD HH:mm:ss`. */
export function toFormData(fields: FormField[], values: Values): Values {
  const out: Values = {}
  for (const f of fields) {
    const v = values[f.prop]
    if (v === undefined || v === null || v === '') continue
    if (dayjs.isDayjs(v)) out[f.prop] = v.format(f.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss')
    else out[f.prop] = v
  }
  return out
}

/** Inclusive days from one date to another (the leave form fills its days from its dates). */
export const daysBetween = (start: Dayjs, end: Dayjs) =>
  end.startOf('day').diff(start.startOf('day'), 'day') + 1

/**
 * Starts a process with the form bound to its definition (the leave form for the demo leave process:
 * type, dates, days, reason). An end date before the start date and days of 0 or less are refused.
 */
export default function StartFormPage() {
  const { id = '' } = useParams<'id'>()
  const { t } = useTranslation()
  const api = useApi()
  const { basename } = useSubApp()
  const { services } = useBridge()
  const mayStart = useButton(WORKFLOW_CODES.start)
  const [form] = Form.useForm<Values>()
  const [dirty, setDirty] = useState(false)
  useUnsavedEdits(dirty)
  const { data, error } = useLoaded(
    () => call(api, workflowEndpoints.definitionDetail, { query: { id } }),
    [api, id],
  )
  const fields = data?.formSchema?.fields ?? []
  const texts = useFormTexts(data?.processKey)
  const has = (prop: string) => fields.some((f) => f.prop === prop)

  const start = useSubmit(
    (values: Values) =>
      call(api, workflowEndpoints.start, {
        body: { processKey: data!.processKey, formData: toFormData(fields, values) },
      }),
    {
      success: t('start_started'),
      done: (instance) => {
        setDirty(false)
        services.openTab({
          path: `${basename}/${ROUTES.detail(instance.id)}`,
          label: `${t('detail_title')} · ${data!.name}`,
        })
      },
    },
  )

  if (!data) return <LoadState error={error} />
  if (data.status !== 'active') return <Outcome status="warning" title={t('start_notFound')} />

  const rulesOf = (f: FormField): Rule[] => {
    const rules: Rule[] = []
    if (f.required)
      rules.push({ required: true, message: t('start_required', { label: texts.label(f.prop, f.label) }) })
    if (f.type === 'number' && f.prop === 'days')
      rules.push({
        validator: (_, v: number | null | undefined) =>
          v === null || v === undefined || v > 0
            ? Promise.resolve()
            : Promise.reject(new Error(t('start_daysPositive'))),
      })
    if (f.prop === 'endDate' && has('startDate'))
      rules.push(({ getFieldValue }) => ({
        validator: (_, end: Dayjs | undefined) => {
          const begin = getFieldValue('startDate') as Dayjs | undefined
          return !end || !begin || !end.isBefore(begin, 'day')
            ? Promise.resolve()
            : Promise.reject(new Error(t('start_endBeforeStart')))
        },
      }))
    return rules
  }

  const onValuesChange = (changed: Values, all: Values) => {
    setDirty(true)
    if (('startDate' in changed || 'endDate' in changed) && has('days')) {
      const begin = all.startDate as Dayjs | undefined
      const end = all.endDate as Dayjs | undefined
      if (begin && end && !end.isBefore(begin, 'day')) form.setFieldValue('days', daysBetween(begin, end))
      if ('startDate' in changed && end) void form.validateFields(['endDate']).catch(() => undefined)
    }
  }

  return (
    <Card title={t('start_formTitle', { name: data.name })}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onValuesChange={onValuesChange}
        onFinish={(values) => start.submit(values)}
      >
        {fields.length === 0 && <Typography.Paragraph>{t('start_noForm')}</Typography.Paragraph>}
        {fields.map((f) => (
          <Form.Item
            key={f.prop}
            name={f.prop}
            label={texts.label(f.prop, f.label)}
            rules={rulesOf(f)}
            dependencies={f.prop === 'endDate' ? ['startDate'] : undefined}
          >
            {input(f, texts.option)}
          </Form.Item>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={start.saving} disabled={!mayStart}>
            {t('start_submit')}
          </Button>
          <Button onClick={() => services.navigate(`${basename}/${ROUTES.start}`)}>{t('back')}</Button>
        </Space>
      </Form>
    </Card>
  )
}

function input(f: FormField, option: (prop: string, value: string, fallback: string) => string) {
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={1000} showCount />
    case 'number':
      return <InputNumber style={{ width: '100%' }} step={f.prop === 'days' ? 0.5 : 1} />
    case 'select':
      return (
        <Select
          options={(f.options ?? []).map((o) => ({
            value: o.value,
            label: option(f.prop, o.value, o.label),
          }))}
        />
      )
    case 'date':
      return <DatePicker style={{ width: '100%' }} />
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} />
    default:
      return <Input maxLength={255} />
  }
}
