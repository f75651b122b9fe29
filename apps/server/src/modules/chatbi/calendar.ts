import { formatDateTime } from '../../core/time'

/** Today in a time zone, `yyyy-MM-dd`. */
export const localToday = (now: Date, timeZone: string): string => formatDateTime(now, timeZone).slice(0, 10)

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
const isoDay = (utc: number) => new Date(utc).toISOString().slice(0, 10)

/** The `n` calendar days ending with `today` (`yyyy-MM-dd`), oldest first. */
export function lastDays(today: string, n: number): string[] {
  const [y, m, d] = parts(today)
  return Array.from({ length: n }, (_, i) => isoDay(Date.UTC(y, m - 1, d - (n - 1 - i))))
}

/** The `n` calendar months ending with the month of `today` (`yyyy-MM`), oldest first. */
export function lastMonths(today: string, n: number): string[] {
  const [y, m] = parts(today)
  return Array.from({ length: n }, (_, i) => isoDay(Date.UTC(y, m - 1 - (n - 1 - i), 1)).slice(0, 7))
}

/** Counts laid over a calendar: every period in order, 0 where nothing was counted. */
export function onCalendar(
  periods: string[],
  counts: { period: string; count: number }[],
): [string, number][] {
  const byPeriod = new Map(counts.map((c) => [c.period, c.count]))
  return periods.map((p) => [p, byPeriod.get(p) ?? 0])
}
