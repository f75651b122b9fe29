import { and, eq, sql } from 'drizzle-orm'
import type { SerialDatePattern, SerialResetPeriod } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { TenantDirectory } from '../tenant'
import { codeKey, codeKeyCounter } from './schema'

declare module 'fastify' {
  interface FastifyInstance {
    serials: SerialNumbers
  }
}

/** How fine each date pattern is, and each reset period: a period finer than the pattern repeats numbers. */
const PATTERN_GRAIN: Record<SerialDatePattern, number> = { none: 0, yyMM: 2, yyyyMMdd: 3 }
const PERIOD_GRAIN: Record<SerialResetPeriod, number> = { never: 0, year: 1, month: 2, day: 3 }

/** True when numbers of the rule can repeat: it starts again more often than its date part changes. */
export const resetTooFine = (pattern: SerialDatePattern, period: SerialResetPeriod) =>
  PERIOD_GRAIN[period] > PATTERN_GRAIN[pattern]

interface DateParts {
  yyyy: string
  MM: string
  dd: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function datePartsIn(now: Date, timeZone: string): DateParts {
  let fmt = formatters.get(timeZone)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, fmt)
  }
  const parts = Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]))
  return { yyyy: parts.year!, MM: parts.month!, dd: parts.day! }
}

/** The counter row a number is drawn from: one for ever, or one per year, month or day. */
export function periodOf(period: SerialResetPeriod, d: DateParts): string {
  switch (period) {
    case 'never':
      return 'all'
    case 'year':
      return d.yyyy
    case 'month':
      return `${d.yyyy}${d.MM}`
    case 'day':
      return `${d.yyyy}${d.MM}${d.dd}`
  }
}

function datePart(pattern: SerialDatePattern, d: DateParts): string {
  switch (pattern) {
    case 'none':
      return ''
    case 'yyMM':
      return `${d.yyyy.slice(2)}${d.MM}`
    case 'yyyyMMdd':
      return `${d.yyyy}${d.MM}${d.dd}`
  }
}

/**
 * Serial numbers (`codeKey` rules): prefix + date part + the period's next sequence, zero-padded.
 * The sequence is an upsert on the code's counter row for the period: PostgreSQL's row lock makes
 * concurrent issuers queue, so no number is handed out twice; a number drawn in a transaction that
 * rolls back is drawn again by the next one (no gaps from failures). Dates are the tenant's.
 */
export class SerialNumbers {
  constructor(
    private readonly tenants: Pick<TenantDirectory, 'timeZoneOf'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async next(tx: Tx, code: string, now: Date = this.clock()): Promise<string> {
    const [rule] = await tx
      .select({
        prefix: codeKey.prefix,
        datePattern: codeKey.datePattern,
        width: codeKey.width,
        resetPeriod: codeKey.resetPeriod,
        tenantId: sql<string>`current_setting('app.tenant_id')`,
      })
      .from(codeKey)
      .where(and(eq(codeKey.code, code), eq(codeKey.isDeleted, 0)))
    if (!rule) throw badRequest('serialUnknown', { code })
    const date = datePartsIn(now, await this.tenants.timeZoneOf(rule.tenantId))
    const [counter] = await tx
      .insert(codeKeyCounter)
      .values({ code, period: periodOf(rule.resetPeriod as SerialResetPeriod, date), value: 1 })
      .onConflictDoUpdate({
        target: [codeKeyCounter.tenantId, codeKeyCounter.code, codeKeyCounter.period],
        set: { value: sql`${codeKeyCounter.value} + 1`, updateTime: sql`now()` },
      })
      .returning({ value: codeKeyCounter.value })
    const sequence = String(counter!.value)
    if (sequence.length > rule.width) throw badRequest('serialExhausted', { code, width: rule.width })
    return `${rule.prefix ?? ''}${datePart(rule.datePattern as SerialDatePattern, date)}${sequence.padStart(rule.width, '0')}`
  }
}
