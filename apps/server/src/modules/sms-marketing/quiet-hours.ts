/** Minutes since midnight of an `HH:mm` clock. */
const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number)
  return h! * 60 + m!
}

/**
 * When a message may leave again, if `localMinutes` (minutes since the tenant's local midnight) falls in
 * the quiet hours [start, end), which may run over midnight: the minutes to wait, or 0 outside them.
 */
export function quietWait(localMinutes: number, start: string, end: string): number {
  const from = minutesOf(start)
  const to = minutesOf(end)
  if (from === to) return 0
  const inside =
    from < to ? localMinutes >= from && localMinutes < to : localMinutes >= from || localMinutes < to
  if (!inside) return 0
  return (to - localMinutes + 1440) % 1440
}

/** Minutes since midnight of `at` in `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return part('hour') * 60 + part('minute')
}
