import { useState } from 'react'
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Space } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { priceEndpoints, type PriceAnswer } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { formatDateTime } from '@store/ui'
import { RecordSelect } from '../../components/record-select'
import { Explanation } from './explanation'
import { PriceHistory } from './history'

interface InquiryForm {
  goodsId: string
  shopId?: string
  memberGradeId?: string
  channel?: string
  at?: Dayjs
}

/** Asks the resolver the price of one goods for a shop, member grade, channel and time, and shows why and its history. */
export default function InquiryPage() {
  const { t } = useTranslation()
  const api = useApi()
  const [answer, setAnswer] = useState<PriceAnswer>()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string>()
  const ask = async ({ goodsId, shopId, memberGradeId, channel, at }: InquiryForm) => {
    setAsking(true)
    setError(undefined)
    try {
      const [first] = await call(api, priceEndpoints.inquiry, {
        body: {
          goodsIds: [goodsId],
          ...(shopId ? { shopId } : {}),
          ...(memberGradeId ? { memberGradeId } : {}),
          ...(channel?.trim() ? { channel: channel.trim() } : {}),
          ...(at ? { at: formatDateTime(at) } : {}),
        },
      })
      setAnswer(first)
    } catch (e) {
      setAnswer(undefined)
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setAsking(false)
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('inquiry')}>
        <Form<InquiryForm> layout="vertical" onFinish={(values) => void ask(values)}>
          <Space wrap align="start">
            <Form.Item
              name="goodsId"
              label={t('goods')}
              rules={[{ required: true, message: t('inquiry_goodsRequired') }]}
            >
              <RecordSelect source="goods" style={{ width: 280 }} />
            </Form.Item>
            <Form.Item name="shopId" label={t('inquiry_shop')}>
              <RecordSelect source="shop" style={{ width: 220 }} placeholder={t('inquiry_any')} />
            </Form.Item>
            <Form.Item name="memberGradeId" label={t('inquiry_grade')}>
              <RecordSelect source="grade" style={{ width: 180 }} placeholder={t('inquiry_noMember')} />
            </Form.Item>
            <Form.Item name="channel" label={t('inquiry_channel')}>
              <Input style={{ width: 140 }} maxLength={64} />
            </Form.Item>
            <Form.Item name="at" label={t('inquiry_at')}>
              <DatePicker showTime placeholder={t('inquiry_now')} />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={asking}>
            {t('inquiry_ask')}
          </Button>
        </Form>
      </Card>
      <Card title={t('inquiry_why')}>
        {error && <Alert type="error" showIcon message={error} />}
        {answer ? <Explanation answer={answer} /> : !error && <Empty description={t('inquiry_hint')} />}
      </Card>
      {answer && (
        <Card title={t('inquiry_history')}>
          <PriceHistory goodsId={answer.goodsId} />
        </Card>
      )}
    </Space>
  )
}
