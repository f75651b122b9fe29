import { useEffect } from 'react'
import { App, Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { LIMITS } from '@store/contract'
import { readSnooze, saveSnooze, zoomPercent, zoomWarningDue } from './zoom'
import './texts'

const NOTICE_KEY = 'zoom-warning'

/** spec §8 zoom warning: checked on start and 1000 ms after the window stops resizing; snoozed 7 days. */
export function ZoomWarning() {
  const { t } = useTranslation()
  const { notification } = App.useApp()

  useEffect(() => {
    const check = () => {
      const ratio = window.devicePixelRatio
      if (!zoomWarningDue(ratio, readSnooze(), Date.now())) {
        notification.destroy(NOTICE_KEY)
        return
      }
      notification.warning({
        key: NOTICE_KEY,
        message: t('guard.zoomed'),
        description: t('guard.zoomedDetail', { percent: zoomPercent(ratio) }),
        duration: 0,
        actions: (
          <Button
            size="small"
            onClick={() => {
              saveSnooze(Date.now())
              notification.destroy(NOTICE_KEY)
            }}
          >
            {t('guard.snooze')}
          </Button>
        ),
      })
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(check, LIMITS.zoomDebounceMs)
    }
    check()
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [notification, t])
  return null
}
