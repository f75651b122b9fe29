import { LIMITS } from '@store/contract'
import { STORAGE_PREFIX } from '../session'

const DAY_MS = 24 * 60 * 60 * 1000
/** When the user chose "do not remind me for 7 days": the end of the snooze, epoch milliseconds. */
export const ZOOM_SNOOZE_KEY = `${STORAGE_PREFIX}zoomTipSnoozedUntil`

/** The page's zoom in percent as the browser reports it (device pixels per CSS pixel). */
export const zoomPercent = (devicePixelRatio: number): number => Math.round(devicePixelRatio * 100)

/** Whether the zoom warning (spec §8) is due: the page is zoomed and the user has not snoozed it. */
export function zoomWarningDue(devicePixelRatio: number, snoozedUntil: number, now: number): boolean {
  return zoomPercent(devicePixelRatio) !== 100 && now >= snoozedUntil
}

/** spec §9: the warning sleeps 7 days once the user asks for it. */
export const snoozeEnd = (now: number): number => now + LIMITS.zoomTipSnoozeDays * DAY_MS

export function readSnooze(storage: Storage = localStorage): number {
  const until = Number(storage.getItem(ZOOM_SNOOZE_KEY))
  return Number.isFinite(until) ? until : 0
}

export function saveSnooze(now: number, storage: Storage = localStorage): void {
  storage.setItem(ZOOM_SNOOZE_KEY, String(snoozeEnd(now)))
}
