import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'

const asUtc = (value: string) => new Date(`${value.replace(' ', 'T')}Z`)

/** A tenant-local `yyyy-MM-dd HH:mm:ss` as the instant it names in `timeZone`. */
export function zonedTime(value: string, timeZone: string): Date {
  const guess = asUtc(value)
  const offset = asUtc(formatDateTime(guess, timeZone)).getTime() - guess.getTime()
  return new Date(guess.getTime() - offset)
}

/** A schedule's start and end as instants; the end must come after the start. */
export function scheduleOf(input: { startTime: string; endTime: string }, timeZone: string) {
  const startTime = zonedTime(input.startTime, timeZone)
  const endTime = zonedTime(input.endTime, timeZone)
  if (endTime <= startTime) throw badRequest('cardsEndBeforeStart')
  return { startTime, endTime }
}

export const DAY_MS = 86_400_000

/** `at` plus `months` calendar months (a month-end stays within the shorter month). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/** A page answer in the contract's shape. */
export const pageOf = <T>(records: T[], total: number, current: number, size: number) => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
})
