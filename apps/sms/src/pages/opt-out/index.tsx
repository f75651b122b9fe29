import { useTranslation } from 'react-i18next'
import { smsOptOutResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useLocale } from '../../components/locale'

/** The tenant's opt-out list: numbers no campaign sends to (replies, links, or added by hand). */
export default function OptOutPage() {
  const { t } = useTranslation()
  return (
    <CrudTable resource={smsOptOutResource} api={useApi()} locale={useLocale()} headerTitle={t('optOuts')} />
  )
}
