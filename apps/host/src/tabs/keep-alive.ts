/** spec §9: at most ten pages stay alive; the page key is the full path. */
export const KEEP_ALIVE_MAX = 10

/**
 * The pages kept alive after `active` is shown, most recent last: only pages of open tabs, the
 * active one moved to the end, the oldest dropped beyond the limit. A page that opts out is never kept.
 */
export function keptPages(
  cache: readonly string[],
  active: string,
  keepAlive: boolean,
  open: readonly string[],
): string[] {
  const openSet = new Set(open)
  const rest = cache.filter((key) => key !== active && openSet.has(key))
  const next = keepAlive ? [...rest, active] : rest
  return next.slice(Math.max(0, next.length - KEEP_ALIVE_MAX))
}
