import type { ReactNode } from 'react'
import { Alert, Card, Descriptions, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import {
  CONTROL_FLAG_OPTIONS,
  DRUG_CATEGORY_OPTIONS,
  dtpDrugResource,
  dtpEndpoints,
  type DrugInfo,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui'
import { useLocale } from '../../components/locale'

const dtpDrugFields = dtpDrugResource.fields
const STATE_COLOURS: Record<DrugInfo['approvalState'], string> = {
  ok: 'success',
  expiring: 'warning',
  expired: 'error',
}

function ApprovalTag({ drug }: { drug: DrugInfo }) {
  const { t } = useTranslation()
  const text = {
    ok: t('approvalOk'),
    expiring: t('approvalExpiring', { days: drug.daysToExpiry }),
    expired: t('approvalExpired'),
  }[drug.approvalState]
  return <Tag color={STATE_COLOURS[drug.approvalState]}>{text}</Tag>
}

function DrugDescriptions({ drugId }: { drugId: string }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { data, error } = useLoaded(
    () => call(api, dtpEndpoints.drugInfo, { query: { drugId } }),
    [api, drugId],
  )
  if (error) return <LoadState error={error} />
  if (!data) return <Spin />
  const option = (options: typeof DRUG_CATEGORY_OPTIONS, v: string) =>
    options.find((o) => o.value === v)?.label[locale] ?? v
  const items = [
    ['tradeName', data.drugTradeName],
    ['genericName', data.genericName],
    ['dosageForm', data.dosageForm],
    ['strength', data.strength],
    ['packSpec', data.packSpec],
    ['manufacturer', data.manufacturer],
    ['mah', data.mah],
    ['approvalNumber', data.approvalNumber],
    [
      'approvalValidTo',
      <>
        {data.approvalValidTo} <ApprovalTag drug={data} />
      </>,
    ],
    ['category', option(DRUG_CATEGORY_OPTIONS, data.category)],
    [
      'controlFlags',
      data.controlFlags.length
        ? data.controlFlags.map((f) => <Tag key={f}>{option(CONTROL_FLAG_OPTIONS, f)}</Tag>)
        : t('controlNone'),
    ],
    ['maxQtyPerSale', data.maxQtyPerSale ?? t('noLimit')],
    ['maxDailyMg', data.maxDailyMg ?? t('noLimit')],
    ['storage', data.storage],
    ['insuranceCode', data.insuranceCode],
  ] satisfies [keyof typeof dtpDrugFields, ReactNode][]
  return (
    <Descriptions
      bordered
      column={2}
      items={items.map(([key, value]) => ({
        key,
        label: dtpDrugFields[key]?.label[locale],
        children: value,
      }))}
    />
  )
}

/** The drug detail page at /cloudDTP/drugsmanagement/drugsmanagement?drugId=… (spec §2); without a drugId, spec §5's message. */
export default function DrugDetailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const drugId = params.get('drugId')
  return (
    <Card title={t('drugDetail')}>
      {drugId ? (
        <DrugDescriptions drugId={drugId} />
      ) : (
        <Alert type="warning" showIcon message={t('drugIncomplete')} />
      )}
    </Card>
  )
}
