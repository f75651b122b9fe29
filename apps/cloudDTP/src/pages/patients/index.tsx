import { useTranslation } from 'react-i18next'
import { dtpPatientResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useLocale } from '../../components/locale'

/** Patients: identity, allergies, chronic conditions, pregnancy and lactation, consent; by the role's buttons. */
export default function PatientsPage() {
  const { t } = useTranslation()
  return (
    <CrudTable
      resource={dtpPatientResource}
      api={useApi()}
      locale={useLocale()}
      headerTitle={t('patients')}
    />
  )
}
