import { useTranslation } from 'react-i18next'
import { Alert, Card } from 'antd'
import { smsDeptResource, smsMarketingEndpoints as ep } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { BarChart, CrudTable, useLoaded } from '@store/ui'
import { useCompanyChoices } from '../../components/choices'
import { useLocale, yuan } from '../../components/locale'

/** Departments with their quota, and a chart of what each has left to spend. */
export default function DeptPage() {
  const { t } = useTranslation()
  const api = useApi()
  const companies = useCompanyChoices()
  const usage = useLoaded(() => call(api, ep.deptUsage), [api])
  const bars = (usage.data ?? []).map((d) => ({
    key: d.id,
    label: d.name,
    value: d.balanceFen,
    text: t('balanceOf', { balance: yuan(d.balanceFen), quota: yuan(d.quotaFen) }),
  }))
  return (
    <>
      <CrudTable
        resource={smsDeptResource}
        api={api}
        locale={useLocale()}
        headerTitle={t('depts')}
        choices={companies ? { companyId: companies } : undefined}
      />
      <Card title={t('balances')} style={{ marginTop: 16 }}>
        {usage.error && <Alert type="error" showIcon message={usage.error} />}
        <BarChart title={t('balances')} bars={bars} />
      </Card>
    </>
  )
}
