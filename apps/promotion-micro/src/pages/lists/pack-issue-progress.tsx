import { useEffect, useState } from 'react'
import { Alert, Progress, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { couponEndpoints, type CouponIssueTask } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'

const POLL_MS = 1000

/** A crowd pack's issue as it runs: asked again every second until it is done or has stopped. */
export default function PackIssueProgress({ started }: { started: CouponIssueTask }) {
  const { t } = useTranslation()
  const api = useApi()
  const [task, setTask] = useState(started)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (task.status !== 'running') return
    const timer = setTimeout(() => {
      call(api, couponEndpoints.issueTask, { query: { id: task.id } }).then(setTask, (e: Error) =>
        setError(e.message),
      )
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [api, task])
  const done = task.issued + task.skipped
  const percent = task.total ? Math.min(100, Math.round((done * 100) / task.total)) : 100
  return (
    <>
      <Progress
        percent={task.status === 'done' ? 100 : percent}
        status={task.status === 'failed' ? 'exception' : task.status === 'done' ? 'success' : 'active'}
        aria-label={t('coupon_pack_progress')}
      />
      <Typography.Paragraph>
        {t(`coupon_pack_${task.status}`, { issued: task.issued, skipped: task.skipped, total: task.total })}
      </Typography.Paragraph>
      {(task.error ?? error) && <Alert type="error" showIcon message={task.error ?? error} />}
    </>
  )
}
