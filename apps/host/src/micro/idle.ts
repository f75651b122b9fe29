/** Where the browser has no requestIdleCallback (Safari), work waits this long instead. */
export const IDLE_FALLBACK_MS = 2000
/** The longest idle work waits for a browser that is never idle. */
const IDLE_TIMEOUT_MS = 10_000

/** Runs `work` when the browser is idle; returns the cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, IDLE_FALLBACK_MS)
  return () => window.clearTimeout(id)
}
