import { useTranslation } from 'react-i18next'
import { smsSignatureResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useCompanyChoices } from '../../components/choices'
import { useLocale } from '../../components/locale'
import { ReviewActions } from '../../components/review-actions'

/** Signatures with their review: a save sends one back to review; reviewers approve or reject it. */
export default function SignaturePage() {
  const { t } = useTranslation()
  const companies = useCompanyChoices()
  return (
    <CrudTable
      resource={smsSignatureResource}
      api={useApi()}
      locale={useLocale()}
      headerTitle={t('signatures')}
      choices={companies ? { companyId: companies } : undefined}
      rowActions={(row, reload) => [
        <ReviewActions key="review" kind="signature" row={row} onDone={reload} />,
      ]}
    />
  )
}
