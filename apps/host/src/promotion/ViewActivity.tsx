import { useEffect, useState } from 'react'
import { Alert, Card, Descriptions, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  ACTIVITY_STATUS_NAMES,
  activityEndpoints,
  PROM_FORM_NAMES,
  PROM_TYPE_NAMES,
  type Activity,
  type PromForm,
  type PromType,
} from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { currentLocale } from '../i18n'
import './texts'

/** spec §5 amounts: yuan with two decimals and thousands separators */
const yuan = (fen: number | null) =>
  fen === null
    ? null
    : (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * /cloudPromotion/view-activity?id= (issue 24): one promotion activity, read-only, for the other areas
 * that link to it; the server decides who may read it (the activity or review view buttons).
 */
export default function ViewActivity({ path }: { path: string }) {
  const { t } = useTranslation()
  const id = new URL(path, 'http://shell').searchParams.get('id')
  const [activity, setActivity] = useState<Activity>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    if (!id) return
    call(hostApi, activityEndpoints.detail, { query: { id } }).then(setActivity, (e: Error) =>
      setError(e.message),
    )
  }, [id])
  const locale = currentLocale()
  if (!id || error) return <Alert type="error" showIcon message={error ?? t('promotion.noId')} />
  if (!activity) return <Spin className="sd-page-pending" />
  const none = t('promotion.none')
  const rows: [string, string | number | null][] = [
    ['code', activity.code],
    ['name', activity.name],
    ['promType', PROM_TYPE_NAMES[activity.promType as PromType]?.[locale] ?? activity.promType],
    ['form', PROM_FORM_NAMES[activity.form as PromForm][locale]],
    ['status', ACTIVITY_STATUS_NAMES[activity.status][locale]],
    ['period', `${activity.startTime} ~ ${activity.endTime}`],
    ['scene', activity.sceneCode],
    ['tiers', activity.tiers.map((x) => `${x.threshold} ${x.unit} → ${x.value}`).join('; ')],
    ['budget', yuan(activity.budgetFen)],
    ['used', yuan(activity.usedFen)],
    ['perMemberLimit', activity.perMemberLimit],
    ['promoCode', activity.promoCode ?? null],
    ['slogan', activity.slogan],
  ]
  return (
    <Card title={t('promotion.title')}>
      <Descriptions bordered column={2} size="small">
        {rows.map(([key, value]) => (
          <Descriptions.Item key={key} label={t(`promotion.${key}`)}>
            {value ?? none}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  )
}
