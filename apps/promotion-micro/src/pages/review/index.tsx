import { useState } from 'react'
import { Alert, Button, Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { activityEndpoints, WORKFLOW_TASKS_PATH } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { ActivityTable } from '../../components/activity-table'
import { useOpen } from '../../components/open'

/** The workflow area's to-do list (its menus.ts), where a reviewer approves or rejects. */

/** The activities in review; approving and rejecting happen in the workflow's to-do list, which this opens. */
export default function ReviewPage() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const [current, setCurrent] = useState(1)
  const { data, error } = useLoaded(
    () => call(api, activityEndpoints.page, { query: { current, size: 10, status: 'review' } }),
    [api, current],
  )
  return (
    <Card title={t('review_title')}>
      <Alert type="info" showIcon message={t('review_hint')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <ActivityTable
        page={data}
        loading={!data && !error}
        empty={t('review_none')}
        pagination={{ current, onChange: setCurrent }}
        actions={() => (
          <Button type="link" onClick={() => open(WORKFLOW_TASKS_PATH)}>
            {t('review_open')}
          </Button>
        )}
      />
    </Card>
  )
}
