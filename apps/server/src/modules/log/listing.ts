import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import {
  PAGING,
  permissionCodes,
  type BladexLogKind,
  type LogListingEndpoints,
  type Page,
  type ResourceDef,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import { column, orderOf, planRowsSql, whereOf, type ResourceTable } from '../../core/resource/query'
import { formatDateTime } from '../../core/time'
import { fieldLabelsOf } from '../../core/resource/route-kit'
import { logServer, withBladexFields } from './bladex-fields'

export type LogRecord = Record<string, unknown> & { id: string }

export function logRecordOf(def: ResourceDef, row: Record<string, unknown>, timeZone: string): LogRecord {
  const record: Record<string, unknown> = { id: row.id }
  for (const name of Object.keys(def.fields)) {
    const value = row[name]
    record[name] = value instanceof Date ? formatDateTime(value, timeZone) : (value ?? null)
  }
  return record as LogRecord
}

interface PageQuery extends Record<string, unknown> {
  current?: number
  size?: number
  startTime?: string
  endTime?: string
}

function timeRange(table: ResourceTable, query: PageQuery, timeZone: string): SQL[] {
  const { startTime, endTime } = query
  if (startTime && endTime && startTime > endTime) throw badRequest('logTimeRangeInvalid')
  const at = (local: string) => sql`(${local}::timestamp AT TIME ZONE ${timeZone})`
  const time = column(table, 'createTime')
  const range: SQL[] = []
  if (startTime) range.push(gte(time, at(startTime)))
  if (endTime) range.push(lt(time, sql`${at(endTime)} + interval '1 second'`))
  return range
}

/**
 * Exact up to PAGING.exactCountLimit matching rows, the planner's estimate beyond (flagged), so a page
 * of a log with millions of rows never counts them all.
 */
async function countMatching(tx: Tx, table: ResourceTable, where: SQL | undefined) {
  const capped = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(PAGING.exactCountLimit + 1)
    .as('capped')
  const [row] = await tx.select({ n: count() }).from(capped)
  const exact = Number(row?.n ?? 0)
  if (exact <= PAGING.exactCountLimit) return { total: exact, estimated: false }
  const plan = await tx.execute(planRowsSql(table, where))
  const [json] = (plan.rows[0] as Record<string, unknown>)['QUERY PLAN'] as [
    { Plan: { 'Plan Rows': number } },
  ]
  return { total: Math.max(exact, Math.round(json.Plan['Plan Rows'])), estimated: true }
}

async function logPage(
  tx: Tx,
  def: ResourceDef,
  table: ResourceTable,
  query: PageQuery,
  timeZone: string,
  recordOf: (row: Record<string, unknown>, timeZone: string) => LogRecord,
): Promise<Page<LogRecord>> {
  const current = query.current ?? PAGING.defaultCurrent
  const size = query.size ?? PAGING.defaultSize
  const offset = (current - 1) * size
  if (offset > PAGING.maxOffset) throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })
  const where = and(whereOf(def, table, query), ...timeRange(table, query, timeZone))
  const rows = await tx
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderOf(def, table, query))
    .limit(size)
    .offset(offset)
  const { total, estimated } = await countMatching(tx, table, where)
  return {
    records: rows.map((r) => recordOf(r, timeZone)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
    ...(estimated && { totalEstimated: true }),
  }
}

/**
 * A log's read-only listing (its contract endpoints): one page under each of its page paths and one
 * record, in the caller's tenant, for holders of the resource's view permission.
 */
export function logListRoutes(
  def: ResourceDef,
  table: ResourceTable,
  endpoints: LogListingEndpoints,
  bladex?: BladexLogKind,
) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const permission = permissionCodes(def).view
    const fieldLabels = fieldLabelsOf(def)
    const server = logServer(app.config.nodeEnv)
    /** A row as the listing answers it: with BladeX's fields where it is one of BladeX's logs. */
    const recordOf = (row: Record<string, unknown>, timeZone: string) => {
      const record = logRecordOf(def, row, timeZone)
      return bladex ? withBladexFields(bladex, record, server) : record
    }

    for (const endpoint of Object.values(endpoints.pages)) {
      endpointRoute(app, endpoint, {
        config: { permission, fieldLabels },
        handler: async (req) => {
          const session = sessionOf(req)
          const timeZone = await app.tenants.timeZoneOf(session.tenantId)
          return ok(
            req,
            await app.db.withTenant(session, (tx) => logPage(tx, def, table, req.query, timeZone, recordOf)),
          )
        },
      })
    }

    endpointRoute(app, endpoints.detail, {
      config: { permission },
      handler: async (req) => {
        const session = sessionOf(req)
        const timeZone = await app.tenants.timeZoneOf(session.tenantId)
        const [row] = await app.db.withTenant(session, (tx) =>
          tx
            .select()
            .from(table)
            .where(eq(column(table, 'id'), req.query.id)),
        )
        if (!row) throw notFound()
        return ok(req, recordOf(row, timeZone))
      },
    })
  }
}
