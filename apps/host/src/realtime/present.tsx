import { Button, notification } from 'antd'
import i18next from 'i18next'
import { API_PREFIX, type RealtimeEvent, type RealtimeEvents } from '@store/contract'
import { showError } from '../bridge/notify'
import { sessionEnded } from '../bridge/session-end'
import { saveFile } from '../download/save-file'
import { playAlerts } from './alerts'
import { beep } from './beep'
import { REALTIME_NAMESPACE, addRealtimeTexts } from './messages'
import { presentationOf } from './presentation'

addRealtimeTexts()
const t = (key: string, params?: Record<string, string>) =>
  i18next.t(key, { ...params, ns: REALTIME_NAMESPACE })

const xlsxName = (name: string) => (name.toLowerCase().endsWith('.xlsx') ? name : `${name}.xlsx`)

const FILE_EVENTS: ReadonlySet<RealtimeEvent> = new Set(['down', 'exportNotify', 'uploadNotify'])

/** A finished export or import report is fetched with the user's token (the API refuses a bare link); other addresses open. */
function openAddress(event: RealtimeEvent, address: string, title: string | undefined): void {
  if (FILE_EVENTS.has(event) && address.startsWith(API_PREFIX))
    saveFile(address, xlsxName(title ?? t(`title.${event}`))).catch(showError)
  else window.open(address, '_blank', 'noopener')
}

/** Shows one event as spec §4, §8 and §9 say. */
export function present(event: RealtimeEvent, payload: unknown): void {
  const shown = presentationOf(event, payload as RealtimeEvents[typeof event])
  if (shown.kind === 'downline') return sessionEnded(shown.forcedOffline, true)
  if (shown.kind === 'silent') return
  const { address } = shown
  notification[shown.level]({
    message: shown.titleKey ? t(shown.titleKey, shown.params) : (shown.title ?? t(`title.${event}`)),
    description: shown.descriptionKey ? t(shown.descriptionKey, shown.params) : shown.description,
    duration: shown.durationMs === null ? 0 : shown.durationMs && shown.durationMs / 1000,
    actions: address && (
      <Button type="primary" size="small" onClick={() => openAddress(event, address, shown.title)}>
        {t(FILE_EVENTS.has(event) ? 'download' : 'open')}
      </Button>
    ),
  })
  playAlerts(shown.voiceTime, beep)
}
