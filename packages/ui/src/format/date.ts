/** spec §5 formats: yyyy-MM-dd and yyyy-MM-dd HH:mm:ss, in the browser's time zone. */
export const DATE_FORMAT = 'yyyy-MM-dd'
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss'

/** A Date, epoch milliseconds or a dayjs value (anything whose valueOf gives epoch milliseconds). */
export type DateLike = Date | number | { valueOf(): number }

const two = (n: number) => String(n).padStart(2, '0')
const toDate = (value: DateLike) => new Date(value.valueOf())

export function formatDate(value: DateLike): string {
  const d = toDate(value)
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

export function formatDateTime(value: DateLike): string {
  const d = toDate(value)
  return `${formatDate(d)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** spec §5 month helper: the month of `value` from its first day 00:00:00 to its last day 23:59:59. */
export function monthRange(value: DateLike): [string, string] {
  const d = toDate(value)
  const first = new Date(d.getFullYear(), d.getMonth(), 1, 0, 0, 0)
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0, 23, 59, 59)
  return [formatDateTime(first), formatDateTime(last)]
}

const dayOf = (value: DateLike) => {
  const d = toDate(value)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/**
 * spec §5 date picker with a limit date, as antd's `disabledDate`: by default the days on or after the
 * limit are disabled; with `after` the days on or before it. Compared by calendar day, not by the hour.
 */
export function disabledByLimit(limit: DateLike, { after = false } = {}): (current: DateLike) => boolean {
  const limitDay = dayOf(limit)
  return (current) => (after ? dayOf(current) <= limitDay : dayOf(current) >= limitDay)
}
