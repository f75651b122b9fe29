import { useTranslation } from 'react-i18next'
import { smsTemplateResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useSignatureChoices } from '../../components/choices'
import { useLocale } from '../../components/locale'
import { ReviewActions } from '../../components/review-actions'

/** Templates with `{variable}`s under a signature, and their review. */
export default function TemplatePage() {
  const { t } = useTranslation()
  const signatures = useSignatureChoices()
  return (
    <CrudTable
      resource={smsTemplateResource}
      api={useApi()}
      locale={useLocale()}
      headerTitle={t('templates')}
      choices={signatures ? { signatureId: signatures } : undefined}
      rowActions={(row, reload) => [<ReviewActions key="review" kind="template" row={row} onDone={reload} />]}
    />
  )
}
