import { useState } from 'react'
import { Alert, Button, Card, type FormInstance, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { trialEndpoints, type TrialResult } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import TrialResultView from '../../components/trial-result'
import { toInput, type ActivityForm } from './form-values'
import { sampleTrial } from './sample-cart'

/** The editor's preview: the activity as edited, priced on the sample cart with the same view as the trial. */
export default function ActivityPreview({ form, id }: { form: FormInstance<ActivityForm>; id?: string }) {
  const { t } = useTranslation()
  const api = useApi()
  const [result, setResult] = useState<TrialResult>()
  const [error, setError] = useState<string>()
  const run = async () => {
    const body = sampleTrial(toInput(await form.validateFields(), id))
    try {
      setError(undefined)
      setResult(await call(api, trialEndpoints.trial, { body }))
    } catch (e) {
      setResult(undefined)
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <Card
      size="small"
      title={t('preview_title')}
      extra={<Button onClick={() => void run().catch(() => undefined)}>{t('trial_calculate')}</Button>}
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph type="secondary">{t('preview_hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} />}
      {result && <TrialResultView result={result} goodsName={(goodsId) => goodsId} />}
    </Card>
  )
}
