import { SUB_APP_REPORT_MAX, microHealthEndpoints, type SubAppReport } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { createBatchQueue } from '../tracking/batch-queue'
import { whenIdle } from './idle'

/** How often the shell sends what it saw of its sub-apps (and when the page is hidden, or 100 wait). */
export const HEALTH_FLUSH_MS = 15_000

/**
 * Sends `reportSubApp` reports in batches, when the browser is idle: a mount costs no request of its
 * own. A refused or failed batch is dropped (observability must never pile up in a page).
 */
export function createHealthReporter(
  send: (batch: SubAppReport[]) => Promise<unknown>,
  target: Document = document,
) {
  return createBatchQueue(
    send,
    { max: SUB_APP_REPORT_MAX, flushMs: HEALTH_FLUSH_MS, keepFailed: false, whenIdle },
    target,
  )
}

/** The page's one reporter (issue 22 item 6), sending to micro-app/health/report. */
export const healthReporter = createHealthReporter((batch) =>
  call(hostApi, microHealthEndpoints.report, { body: batch }),
)
