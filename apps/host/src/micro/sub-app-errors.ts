import { errorLog } from '../errors/error-log'
import type { MicroAppEntry } from './registry'

/** What went wrong with a sub-app: it did not load (entry, chunk, mount) or it threw while rendering. */
export type SubAppFault = 'load' | 'render'

/**
 * Records a sub-app's failure in the shell's error log (spec §2: the log the user uploads), naming the
 * sub-app and the version this tenant runs, so the platform team sees which release failed.
 */
export function reportSubAppError(
  entry: Pick<MicroAppEntry, 'name' | 'version'>,
  fault: SubAppFault,
  error: Error,
) {
  errorLog.add({
    type: `subapp-${fault}`,
    url: window.location.href,
    message: `${entry.name}@${entry.version ?? '-'}: ${error.message}`,
    stack: error.stack ?? '',
    time: Date.now(),
  })
}
