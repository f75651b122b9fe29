import { Type, type Static, type TProperties, type TSchema } from 'typebox'
import { LIMITS } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { LangParam, type FieldDef, type ResourceDef } from '../resource'
import { operationLogResource } from '../resources/log-operation'
import { bladexLogProperties, type BladexLogKind } from './bladex'

/** The most entries of the shell's error log one upload takes. */
export const WEB_LOG_MAX = 100
const OPERATION_MAX = LIMITS.operationBatchMax
/** The most recently visited menus one call answers. */
export const LATELY_MAX = 100

const LOCAL_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'

/** A moment the browser reports: epoch milliseconds, or `yyyy-MM-dd HH:mm:ss` in the tenant's time zone. */
export const ClientTime = Type.Union([
  Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: 'epoch milliseconds' }),
  Type.String({ pattern: LOCAL_TIME, description: 'yyyy-MM-dd HH:mm:ss in the tenant’s time zone' }),
])

// Null first: with type coercion on, a null tried against a string schema first would become ''.
const optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]))
const text = (maxLength: number) => Type.String({ maxLength })

/** An entry of the shell's local error log, as uploaded. */
export const WebLogEntry = Type.Object(
  {
    time: optional(ClientTime),
    level: optional(text(16)),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    stack: optional(text(8000)),
    url: optional(text(1000)),
    userAgent: optional(text(512)),
  },
  { additionalProperties: false },
)
export type WebLogEntry = Static<typeof WebLogEntry>

/** spec §3 "Operation-log record"; the user is the caller, never a field. */
export const OperationRecord = Type.Object(
  {
    operationType: optional(text(32)),
    menuId: optional(Id),
    menuName: optional(text(128)),
    operation: optional(text(128)),
    content: optional(text(2000)),
    tagName: optional(text(128)),
    path: optional(text(512)),
    durationMs: optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
    timestamp: ClientTime,
  },
  { additionalProperties: false },
)
export type OperationRecord = Static<typeof OperationRecord>

/** An operation a page reports for tracking (the bridge's `track`, spec §4). */
export interface TrackedPageOperation {
  pageName: string
  functionId?: string
  extras?: Record<string, unknown>
}

/** The operation-log record of a page's tracked operation, made on `path` at `timestamp`. */
export const trackedOperationRecord = (
  { pageName, functionId, extras }: TrackedPageOperation,
  path: string,
  timestamp = Date.now(),
): OperationRecord => ({
  operationType: 'operation',
  menuName: pageName,
  operation: functionId,
  content: extras && JSON.stringify(extras),
  path,
  timestamp,
})

const valueSchema = (field: FieldDef): TSchema =>
  field.type === 'int' ? Type.Integer() : field.type === 'id' ? Id : Type.String()

/**
 * A log row as listings answer it: its id and the resource's fields (no update columns: logs never
 * change), and the BladeX fields of its kind where it is one of BladeX's logs.
 */
export function logRecordSchema(def: ResourceDef, bladex?: BladexLogKind) {
  const props: TProperties = { id: Id, ...(bladex && bladexLogProperties(bladex)) }
  for (const [name, field] of Object.entries(def.fields)) {
    props[name] = Type.Union([valueSchema(field), Type.Null()])
  }
  return Type.Object(props, { additionalProperties: false })
}

/** What the shell sends: its local error log and its operation tracking; and the user's recent menus. */
export const clientLogEndpoints = {
  uploadLogs: defineEndpoint({
    method: 'POST',
    path: '/api/blade-log/log/uploadLogs',
    tags: ['webLog'],
    summary: `Upload the shell's local error log (at most ${WEB_LOG_MAX} entries); answers how many were stored`,
    body: Type.Array(WebLogEntry, { maxItems: WEB_LOG_MAX }),
    reply: Type.Integer(),
  }),
  saveOperations: defineEndpoint({
    method: 'POST',
    path: '/api/blade-log/userOperation/save',
    tags: ['operationLog'],
    summary: `Save a batch of operation-tracking records (at most ${OPERATION_MAX}); answers how many were stored`,
    body: Type.Array(OperationRecord, { maxItems: OPERATION_MAX }),
    reply: Type.Integer(),
  }),
  lately: defineEndpoint({
    method: 'GET',
    path: '/api/blade-log/userOperation/lately',
    tags: ['operationLog'],
    summary: 'The caller’s recently visited menus: the latest operation on each, newest first',
    query: Type.Object(
      { size: Type.Optional(Type.Integer({ minimum: 1, maximum: LATELY_MAX, default: 10 })), ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(logRecordSchema(operationLogResource)),
  }),
}
