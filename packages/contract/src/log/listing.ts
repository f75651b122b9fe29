import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { PageOf } from '../envelope'
import { DetailQuery, listQuerySchema, PagingParams, type ResourceDef } from '../resource'
import { apiLogResource } from '../resources/log-api'
import { errorLogResource } from '../resources/log-error'
import { operationLogResource } from '../resources/log-operation'
import { webLogResource } from '../resources/log-web'
import type { BladexLogKind } from './bladex'
import { logRecordSchema } from './client-log'

const DateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'yyyy-MM-dd HH:mm:ss in the tenant’s time zone',
})

/** The resource's filters and sorting plus a time range on the record time. */
function logPageQuery(def: ResourceDef) {
  return Type.Object(
    {
      ...listQuerySchema(def).properties,
      ...PagingParams,
      startTime: Type.Optional({ ...DateTime, description: 'from this second on' }),
      endTime: Type.Optional({ ...DateTime, description: 'up to and including this second' }),
    },
    { additionalProperties: false },
  )
}

/**
 * A log's read-only listing: one page under each of `pagePaths` (the spec names some `list`), newest
 * first, and one record; under `basePath` (default the resource's), with the BladeX fields of `bladex`.
 */
export function logListingEndpoints<P extends string>(
  def: ResourceDef,
  pagePaths: readonly P[],
  { bladex, basePath = def.basePath }: { bladex?: BladexLogKind; basePath?: string } = {},
) {
  const record = logRecordSchema(def, bladex)
  const tags = [def.name]
  const page = (name: P) =>
    defineEndpoint({
      method: 'GET',
      path: `${basePath}/${name}`,
      tags,
      summary: `${def.label.en}: one page, newest first`,
      query: logPageQuery(def),
      reply: PageOf(record),
    })
  return {
    pages: Object.fromEntries(pagePaths.map((name) => [name, page(name)])) as Record<
      P,
      ReturnType<typeof page>
    >,
    detail: defineEndpoint({
      method: 'GET',
      path: `${basePath}/detail`,
      tags,
      summary: `${def.label.en}: one record`,
      query: DetailQuery,
      reply: record,
    }),
  }
}
export type LogListingEndpoints = ReturnType<typeof logListingEndpoints>

export const apiLogEndpoints = logListingEndpoints(apiLogResource, ['list', 'page'], { bladex: 'api' })
export const errorLogEndpoints = logListingEndpoints(errorLogResource, ['list', 'page'], { bladex: 'error' })
export const webLogEndpoints = logListingEndpoints(webLogResource, ['list', 'page'])
export const operationLogEndpoints = logListingEndpoints(operationLogResource, ['page'])
/** BladeX's usual log: what code writes on purpose, here the operation log. */
export const usualLogEndpoints = logListingEndpoints(operationLogResource, ['list'], {
  bladex: 'usual',
  basePath: '/api/blade-log/usual',
})
