import { useEffect, useState } from 'react'
import { Alert, Button, Card, DatePicker, Form, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  endpointsOf,
  promChannelResource,
  promSceneResource,
  retailShopResource,
  trialEndpoints,
  type Page,
  type ResourceDef,
  type TrialResult,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import MemberPicker from '../../components/member-picker'
import TrialResultView from '../../components/trial-result'
import { DATE_TIME } from '../activity/form-values'
import CartEditor from './cart-editor'
import { type CartLine, type TrialContext, trialInput } from './input'

type Named = { id: string; code: string; name: string }
const pageOf = (resource: Pick<ResourceDef, 'basePath' | 'endpoints'>) =>
  `${resource.basePath}/${endpointsOf(resource).page}`

/** Trial calculation (spec §2): a cart, a member, shop, channel, scene and time priced against the activities. */
export default function TrialPage() {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<TrialContext>()
  const [lines, setLines] = useState<CartLine[]>([])
  const [result, setResult] = useState<TrialResult>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { data: lists } = useLoaded(
    () =>
      Promise.all(
        [promSceneResource, promChannelResource, retailShopResource].map((r) =>
          api.get<Page<Named>>(pageOf(r), { size: 100 }),
        ),
      ),
    [api],
  )
  const [scenes, channels, shops] = lists ?? []
  // The demo activities are limited to a scene: a first try under the first scene and channel applies them.
  useEffect(() => {
    const [scene, channel] = [scenes?.records[0]?.code, channels?.records[0]?.code]
    form.setFieldsValue({ ...(scene && { scene }), ...(channel && { channel }) })
  }, [scenes, channels, form])
  const byCode = (p?: Page<Named>) => p?.records.map((r) => ({ value: r.code, label: r.name }))
  const calculate = async (context: TrialContext) => {
    setBusy(true)
    setError(undefined)
    try {
      setResult(await call(api, trialEndpoints.trial, { body: trialInput(lines, context) }))
    } catch (e) {
      setResult(undefined)
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const names = new Map(lines.map((l) => [l.goodsId, l.name]))
  return (
    <Card title={t('trial_title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <CartEditor lines={lines} onChange={setLines} />
        <Form<TrialContext> form={form} layout="inline" onFinish={(c) => void calculate(c)}>
          <Form.Item name="scene" label={t('scene')}>
            <Select allowClear style={{ width: 140 }} options={byCode(scenes)} />
          </Form.Item>
          <Form.Item name="channel" label={t('trial_channel')}>
            <Select allowClear style={{ width: 140 }} options={byCode(channels)} />
          </Form.Item>
          <Form.Item name="shopId" label={t('analysis_shop')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={shops?.records.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
          <Form.Item name="time" label={t('trial_time')}>
            <DatePicker showTime format={DATE_TIME} placeholder={t('trial_now')} />
          </Form.Item>
          <Form.Item name="memberId" label={t('trial_member')}>
            <MemberPicker style={{ width: 220 }} placeholder={t('trial_member_search')} />
          </Form.Item>
          <Form.Item name="couponIds" label={t('trial_coupon_ids')}>
            <Select mode="tags" open={false} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="codes" label={t('trial_codes')}>
            <Select mode="tags" open={false} style={{ width: 200 }} placeholder={t('trial_codes_hint')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!lines.length}>
            {t('trial_calculate')}
          </Button>
        </Form>
        {error && <Alert type="error" showIcon message={error} />}
        {result && <TrialResultView result={result} goodsName={(id) => names.get(id) ?? id} />}
      </Space>
    </Card>
  )
}
