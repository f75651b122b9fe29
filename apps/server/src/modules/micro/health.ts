import { and, desc, gte, lt, ne, sql } from 'drizzle-orm'
import {
  PLATFORM_TENANT_ID,
  SUB_APP_HEALTH_ERRORS,
  SUB_APP_HEALTH_HOURS,
  type SubAppHealth,
  type SubAppHealthError,
  type SubAppReport,
} from '@store/contract'
import { enterTenant, type Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { listLiveTenants } from '../tenant'
import { compareSemver } from './rules'
import { microAppReport } from './schema'

/** How long a tenant's reports are kept: the health table reads the last 24 hours of them. */
export const REPORT_KEEP_HOURS = 48

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`

/**
 * Refuses a batch naming a sub-app the caller's registry does not know (so the metrics' labels stay
 * the catalogue's), a mount without its load time or a failure without its message.
 */
export function assertReports(reports: readonly SubAppReport[], known: ReadonlySet<string>): void {
  reports.forEach((r, i) => {
    if (!known.has(r.name)) throw badRequest('microAppUnknown', { name: r.name })
    const missing = r.kind === 'mount' ? r.durationMs === undefined : r.message === undefined
    if (missing) {
      throw badRequest('microReportIncomplete', {
        index: i + 1,
        field: r.kind === 'mount' ? 'durationMs' : 'message',
      })
    }
  })
}

/**
 * Stores a batch of the caller's shell's reports in its tenant (the transaction's) and drops the
 * tenant's reports past `REPORT_KEEP_HOURS`.
 */
export async function recordReports(
  tx: Tx,
  ids: IdGenerator,
  userId: string,
  reports: readonly SubAppReport[],
): Promise<void> {
  await tx.delete(microAppReport).where(lt(microAppReport.createTime, hoursAgo(REPORT_KEEP_HOURS)))
  if (reports.length === 0) return
  await tx.insert(microAppReport).values(
    reports.map((r) => ({
      id: ids.next(),
      name: r.name,
      version: r.version,
      kind: r.kind,
      durationMs: r.kind === 'mount' ? (r.durationMs ?? null) : null,
      message: r.kind === 'mount' ? null : (r.message ?? null),
      userId,
    })),
  )
}

/** The value below which `share` of the sorted values lie (nearest rank); null for none. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
}

interface Tally {
  name: string
  version: string
  durations: number[]
  loadFailures: number
  renderErrors: number
  latestErrors: (SubAppHealthError & { at: number })[]
}

/**
 * Each sub-app version's last `SUB_APP_HEALTH_HOURS` hours over every live tenant (a platform
 * administrator's transaction, which visits each tenant in turn: the reports are tenant rows).
 * Percentiles are exact: the load times of the window are gathered, not pre-bucketed.
 */
export async function healthSummary(tx: Tx, timeZone: string): Promise<SubAppHealth[]> {
  const tallies = new Map<string, Tally>()
  const tallyOf = (name: string, version: string): Tally => {
    const key = `${name}@${version}`
    let tally = tallies.get(key)
    if (!tally) {
      tally = { name, version, durations: [], loadFailures: 0, renderErrors: 0, latestErrors: [] }
      tallies.set(key, tally)
    }
    return tally
  }
  const since = gte(microAppReport.createTime, hoursAgo(SUB_APP_HEALTH_HOURS))
  for (const { tenantId } of await listLiveTenants(tx)) {
    await enterTenant(tx, tenantId)
    const counts = await tx
      .select({
        name: microAppReport.name,
        version: microAppReport.version,
        kind: microAppReport.kind,
        count: sql<number>`count(*)::int`,
        durations: sql<
          number[] | null
        >`array_agg(${microAppReport.durationMs}) FILTER (WHERE ${microAppReport.durationMs} IS NOT NULL)`,
      })
      .from(microAppReport)
      .where(since)
      .groupBy(microAppReport.name, microAppReport.version, microAppReport.kind)
    for (const c of counts) {
      const tally = tallyOf(c.name, c.version)
      if (c.kind === 'mount') tally.durations.push(...(c.durations ?? []).map(Number))
      else if (c.kind === 'loadFailure') tally.loadFailures += c.count
      else tally.renderErrors += c.count
    }
    const errors = await tx
      .select()
      .from(microAppReport)
      .where(and(since, ne(microAppReport.kind, 'mount')))
      .orderBy(desc(microAppReport.createTime), desc(microAppReport.id))
      .limit(SUB_APP_HEALTH_ERRORS * Math.max(1, counts.length))
    for (const e of errors) {
      tallyOf(e.name, e.version).latestErrors.push({
        kind: e.kind as SubAppHealthError['kind'],
        message: e.message ?? '',
        tenantId,
        time: formatDateTime(e.createTime, timeZone),
        at: e.createTime.getTime(),
      })
    }
  }
  await enterTenant(tx, PLATFORM_TENANT_ID)
  return [...tallies.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || compareSemver(b.version, a.version))
    .map((t) => {
      const sorted = t.durations.sort((a, b) => a - b)
      return {
        name: t.name,
        version: t.version,
        mounts: sorted.length,
        medianMs: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        loadFailures: t.loadFailures,
        renderErrors: t.renderErrors,
        latestErrors: t.latestErrors
          .sort((a, b) => b.at - a.at)
          .slice(0, SUB_APP_HEALTH_ERRORS)
          .map(({ kind, message, tenantId, time }) => ({ kind, message, tenantId, time })),
      }
    })
}
