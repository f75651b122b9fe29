import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Badge, Button, Tooltip } from 'antd'
import { BugOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LOG_BADGE_CAP, errorLog } from '../errors/error-log'

const ErrorLogDialog = lazy(() => import('./ErrorLogDialog'))

/** The logs badge (capped at 99, spec §2); it opens the local error-log dialog. */
export function ErrorLogButton() {
  const { t } = useTranslation()
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.entries)
  const [open, setOpen] = useState(false)

  return (
    <>
      <Tooltip title={t('top.logs')}>
        <Badge count={entries.length} overflowCount={LOG_BADGE_CAP} size="small">
          <Button
            type="text"
            icon={<BugOutlined />}
            aria-label={t('top.logs')}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ErrorLogDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
