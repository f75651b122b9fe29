import { useState } from 'react'
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SERVICE_LEVEL_NAMES,
  SERVICE_LEVELS,
  WLFW_FIELD_LABELS as labels,
  wlfwEndpoints,
  type WlfwRateInput,
  type WlfwRateReply,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { useLocale } from '../../components/locale'
import { plain } from '../../components/plain'
import { QuoteResult } from './quote-result'

/** The rate calculator: a destination, an amount, a weight → the services with fees and dates, and pickup points. */
export default function RatePage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [quote, setQuote] = useState<WlfwRateReply>()
  const label = (field: string) => labels[field]![locale]
  const required = (field: string) => [
    { required: true, message: t('required', { field: label(field), ...plain }) },
  ]
  const rate = useSubmit((body: WlfwRateInput) => call(api, wlfwEndpoints.rate, { body }), {
    success: (q) =>
      t('quotedArea', { name: q.area.name, code: q.area.code, prefix: q.matchedPrefix, ...plain }),
    done: setQuote,
  })
  const levels = SERVICE_LEVELS.map((value) => ({ value, label: SERVICE_LEVEL_NAMES[value][locale] }))
  return (
    <Row gutter={16}>
      <Col xs={24} xl={8}>
        <Card title={t('rateCalculator')}>
          <Form<WlfwRateInput>
            layout="vertical"
            onFinish={(v) => {
              setQuote(undefined)
              void rate.submit(v)
            }}
          >
            <Form.Item name="destination" label={label('destination')} rules={required('destination')}>
              <Input maxLength={12} />
            </Form.Item>
            <Form.Item name="amount" label={label('amount')} rules={required('amount')}>
              <InputNumber min={0} max={1_000_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="weight" label={label('weight')} rules={required('weight')}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="level" label={label('level')}>
              <Select allowClear placeholder={t('anyLevel')} options={levels} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={rate.saving}>
              {t('calculate')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        {quote && <QuoteResult quote={quote} />}
      </Col>
    </Row>
  )
}
