import { useTranslation } from 'react-i18next'
import { smsCompanyResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useLocale } from '../../components/locale'

/** SMS companies: a gateway each (the fake one keeps every message on this machine), price and rate. */
export default function CompanyPage() {
  const { t } = useTranslation()
  return (
    <CrudTable
      resource={smsCompanyResource}
      api={useApi()}
      locale={useLocale()}
      headerTitle={t('companies')}
    />
  )
}
