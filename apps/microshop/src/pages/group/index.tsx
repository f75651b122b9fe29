import { useTranslation } from 'react-i18next'
import { ActivityPage } from '../../components/activity/activity-page'
import { TeamsTable } from './teams'

/** Group buying (`/microshop/group`): activities with team size and time to form, and their teams. */
export default function GroupPage() {
  const { t } = useTranslation()
  return (
    <ActivityPage
      kind="group"
      columns={[
        { title: t('actTeamSize'), dataIndex: 'teamSize' },
        { title: t('actFormMinutes'), dataIndex: 'formMinutes' },
      ]}
      records={<TeamsTable />}
    />
  )
}
