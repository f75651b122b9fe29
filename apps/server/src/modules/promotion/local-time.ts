import { formatDateTime } from '../../core/time'

const asUtc = (local: string) => Date.parse(`${local.replace(' ', 'T')}Z`)

/** Minutes east of UTC of the time zone at that instant (the engine reads weekdays and hours with it). */
export const offsetMinutes = (at: Date, timeZone: string): number =>
  Math.round((asUtc(formatDateTime(at, timeZone)) - at.getTime()) / 60_000)

/** The instant a `yyyy-MM-dd HH:mm:ss` wall-clock time of the time zone stands for. */
export function fromLocal(local: string, timeZone: string): Date {
  const naive = asUtc(local)
  return new Date(naive - offsetMinutes(new Date(naive), timeZone) * 60_000)
}
