import { useState } from 'react'
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ANY_REGION, tmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { useCatalogueChoices } from '../../components/service-choices'
import { yuan } from '../../components/status-tag'

interface Values {
  serviceId: string
  region: string
  weight: number
}

/** The freight of a weight to a region with a service, priced by the server from the service's tariff. */
export default function FreightPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useCatalogueChoices()
  const [quote, setQuote] = useState<{ freight: number; region: string }>()
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  const quoteText = (q: { freight: number; region: string }) =>
    t('quote', { amount: yuan(q.freight), region: q.region === ANY_REGION ? t('anyRegion') : q.region })
  const price = useSubmit((query: Values) => call(api, tmsEndpoints.freightQuote, { query }), {
    success: quoteText,
    done: setQuote,
  })
  return (
    <Card title={t('freightCalculator')} style={{ maxWidth: 520 }}>
      <Form<Values> layout="vertical" onFinish={(v) => void price.submit(v)}>
        <Form.Item name="serviceId" label={t('service')} rules={required('service')}>
          <Select options={services} />
        </Form.Item>
        <Form.Item name="region" label={t('region')} rules={required('region')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="weight" label={t('weightGrams')} rules={required('weightGrams')}>
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={price.saving}>
          {t('calculate')}
        </Button>
      </Form>
      {quote && <Alert style={{ marginTop: 16 }} type="success" showIcon message={quoteText(quote)} />}
    </Card>
  )
}
