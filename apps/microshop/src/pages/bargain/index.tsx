import { useTranslation } from 'react-i18next'
import { ActivityPage } from '../../components/activity/activity-page'
import { BargainsTable } from './bargains'

/** Bargain (`/microshop/bargain`): activities with a floor, helpers and a time limit, and the bargains. */
export default function BargainPage() {
  const { t } = useTranslation()
  return (
    <ActivityPage
      kind="bargain"
      columns={[
        { title: t('actHelpers'), dataIndex: 'helpers' },
        { title: t('actLimitMinutes'), dataIndex: 'limitMinutes' },
      ]}
      records={<BargainsTable />}
    />
  )
}
