import { formatDateTime } from '../../core/time'

/** Rows per INSERT: a chunk's parameters stay far below PostgreSQL's 65535. */
const INSERT_CHUNK = 1000

export function chunked<T>(rows: T[], size = INSERT_CHUNK): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size))
  return chunks
}

/** A value cut to its column's length: a log row is kept short rather than refused. */
export function clip(value: string, max: number): string
export function clip(value: string | undefined, max: number): string | null
export function clip(value: string | undefined, max: number): string | null {
  return value === undefined ? null : value.length > max ? value.slice(0, max) : value
}

/** The instant a ClientTime names; a local time is read in `timeZone` (its offset at that moment). */
export function clientTime(value: number | string, timeZone: string): Date {
  if (typeof value === 'number') return new Date(value)
  const asUtc = Date.parse(`${value.replace(' ', 'T')}Z`)
  const offset = Date.parse(`${formatDateTime(new Date(asUtc), timeZone).replace(' ', 'T')}Z`) - asUtc
  return new Date(asUtc - offset)
}
