import { Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { TagJobs } from './jobs'
import { TagTemplates } from './templates'

/** Price tags (issue 28 §6): the print jobs applied change orders leave, and the tag templates. */
export default function PriceTagPage() {
  const { t } = useTranslation()
  return (
    <Card title={t('tags')}>
      <Tabs
        items={[
          { key: 'jobs', label: t('tag_jobs'), children: <TagJobs /> },
          { key: 'templates', label: t('tag_templates'), children: <TagTemplates /> },
        ]}
      />
    </Card>
  )
}
