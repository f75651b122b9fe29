import { STORAGE_PREFIX } from '../session'
import { readStored, writeStored } from '../store/persist'

/** One captured browser error (spec §2 local error-log table: type, address, content, stack, time). */
export interface ErrorLogEntry {
  type: string
  url: string
  message: string
  stack: string
  time: number
}

const KEY = `${STORAGE_PREFIX}logsList`
/** the server takes at most 100 entries a batch (blade-log/log/uploadLogs) */
export const ERROR_LOG_MAX = 100
/** spec §2: the logs badge shows at most 99 */
export const LOG_BADGE_CAP = 99

let entries: ErrorLogEntry[] = readStored<ErrorLogEntry[]>(KEY) ?? []
const listeners = new Set<() => void>()

function set(next: ErrorLogEntry[]) {
  entries = next
  writeStored(KEY, entries)
  for (const listener of listeners) listener()
}

export const errorLog = {
  entries: () => entries,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  add(entry: ErrorLogEntry) {
    set([entry, ...entries].slice(0, ERROR_LOG_MAX))
  },
  clear: () => set([]),
}

/** Records uncaught errors and rejections of the page. */
export function captureErrors(target: Window = window): void {
  target.addEventListener('error', (event) =>
    errorLog.add({
      type: 'error',
      url: target.location.href,
      message: event.message,
      stack: event.error instanceof Error ? (event.error.stack ?? '') : '',
      time: Date.now(),
    }),
  )
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    errorLog.add({
      type: 'promise',
      url: target.location.href,
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? (reason.stack ?? '') : '',
      time: Date.now(),
    })
  })
}
