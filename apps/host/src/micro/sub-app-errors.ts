import type { Bridge } from '@store/bridge'
import { errorLog } from '../errors/error-log'
import type { MicroAppEntry } from './registry'

/** What went wrong with a sub-app: it did not load (entry, chunk, mount) or it threw while rendering. */
export type SubAppFault = 'load' | 'render'

type Reported = Pick<MicroAppEntry, 'name' | 'version'>

/**
 * Records a sub-app's failure in the shell's error log (spec §2: the log the user uploads), naming the
 * sub-app and the version this tenant runs, so the platform team sees which release failed; and
 * reports it through the bridge (bridge 1.4 `reportSubApp`) to the platform's health table, /metrics and
 * the server's browser error log.
 */
export function reportSubAppError(bridge: Bridge, entry: Reported, fault: SubAppFault, error: Error) {
  const url = window.location.href
  const time = Date.now()
  errorLog.add({
    type: `subapp-${fault}`,
    url,
    message: `${entry.name}@${entry.version ?? '-'}: ${error.message}`,
    stack: error.stack ?? '',
    time,
  })
  if (!entry.version) return
  bridge.services.reportSubApp?.({
    name: entry.name,
    version: entry.version,
    kind: fault === 'load' ? 'loadFailure' : 'renderError',
    message: (error.message || error.name || String(error)).slice(0, 2000),
    stack: error.stack?.slice(0, 8000),
    url: url.slice(0, 1000),
    time,
  })
}

/** Reports through the bridge that a sub-app is ready to render, `since` (performance.now()) it began loading. */
export function reportSubAppMount(bridge: Bridge, entry: Reported, since: number) {
  if (!entry.version) return
  bridge.services.reportSubApp?.({
    name: entry.name,
    version: entry.version,
    kind: 'mount',
    durationMs: Math.max(0, Math.round(performance.now() - since)),
    time: Date.now(),
  })
}
