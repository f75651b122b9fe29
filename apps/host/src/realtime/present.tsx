import { Button, notification } from 'antd'
import i18next from 'i18next'
import type { RealtimeEvent, RealtimeEvents } from '@store/contract'
import { sessionEnded } from '../bridge/session-end'
import { playAlerts } from './alerts'
import { beep } from './beep'
import { REALTIME_NAMESPACE, addRealtimeTexts } from './messages'
import { presentationOf } from './presentation'

addRealtimeTexts()
const t = (key: string) => i18next.t(key, { ns: REALTIME_NAMESPACE })

/** Shows one event as spec §4, §8 and §9 say. */
export function present(event: RealtimeEvent, payload: unknown): void {
  const shown = presentationOf(event, payload as RealtimeEvents[typeof event])
  if (shown.kind === 'downline') return sessionEnded(shown.forcedOffline)
  if (shown.kind === 'silent') return
  const { address } = shown
  notification[shown.level]({
    message: shown.title ?? t(`title.${event}`),
    description: shown.description,
    duration: shown.durationMs === null ? 0 : shown.durationMs && shown.durationMs / 1000,
    btn: address && (
      <Button type="primary" size="small" onClick={() => window.open(address, '_blank', 'noopener')}>
        {t(event === 'down' || event === 'exportNotify' ? 'download' : 'open')}
      </Button>
    ),
  })
  playAlerts(shown.voiceTime, beep)
}
