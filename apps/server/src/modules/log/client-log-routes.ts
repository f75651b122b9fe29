import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { Type, type TSchema } from 'typebox'
import { Envelope, ErrorEnvelope, Id, LIMITS, LangParam, operationLogResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { logRecordOf, logRecordSchema } from './listing'
import { ClientTime, chunked, clientTime, clip } from './log-values'
import { operationLog, webLog } from './schema'

const WEB_LOG_MAX = 100
const OPERATION_MAX = LIMITS.operationBatchMax
/** "Recently visited" looks at the user's last operations only, so it stays cheap for heavy users. */
const LATELY_WINDOW = 1000
const LATELY_MAX = 100

// Null first: with type coercion on, a null tried against a string schema first would become ''.
const optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]))
const text = (maxLength: number) => Type.String({ maxLength })

const WebLogEntry = Type.Object(
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

/** spec §3 "Operation-log record"; the user is the caller, never a field. */
const OperationRecord = Type.Object(
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

const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const LatelyQuery = Type.Object(
  { size: Type.Optional(Type.Integer({ minimum: 1, maximum: LATELY_MAX, default: 10 })), ...LangParam },
  { additionalProperties: false },
)
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 413: ErrorEnvelope, 500: ErrorEnvelope }

/** Refuses an oversized batch with a clear message before its records are even validated. */
const atMost = (limit: number) => async (req: FastifyRequest) => {
  if (Array.isArray(req.body) && req.body.length > limit) throw badRequest('logBatchTooLarge', { limit })
}

/** What the shell sends: its local error log and its operation tracking; and the user's recent menus. */
export default async function clientLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const operationRecord = logRecordSchema(operationLogResource)

  const callerOf = async (req: FastifyRequest) => {
    const session = sessionOf(req)
    return { session, timeZone: await app.tenants.timeZoneOf(session.tenantId) }
  }

  app.post(
    '/api/blade-log/log/uploadLogs',
    {
      config: { permission: SIGNED_IN },
      preValidation: atMost(WEB_LOG_MAX),
      schema: {
        tags: ['webLog'],
        summary: `Upload the shell's local error log (at most ${WEB_LOG_MAX} entries); answers how many were stored`,
        querystring: NoQuery,
        body: Type.Array(WebLogEntry, { maxItems: WEB_LOG_MAX }),
        response: { 200: Envelope(Type.Integer()), ...errors },
      },
    },
    async (req) => {
      const { session, timeZone } = await callerOf(req)
      const header = req.headers['user-agent']
      const rows = req.body.map((e) => ({
        id: app.ids.next(),
        userId: session.userId,
        account: session.account,
        level: e.level ?? null,
        message: e.message,
        stack: e.stack ?? null,
        url: e.url ?? null,
        userAgent: e.userAgent ?? clip(typeof header === 'string' ? header : undefined, 512),
        ip: clip(req.ip, 64),
        clientTime: e.time == null ? null : clientTime(e.time, timeZone),
      }))
      if (rows.length > 0) await app.db.withTenant(session, (tx) => tx.insert(webLog).values(rows))
      return ok(req, rows.length)
    },
  )

  app.post(
    '/api/blade-log/userOperation/save',
    {
      config: { permission: SIGNED_IN },
      bodyLimit: 16 * 1024 * 1024,
      preValidation: atMost(OPERATION_MAX),
      schema: {
        tags: ['operationLog'],
        summary: `Save a batch of operation-tracking records (at most ${OPERATION_MAX}); answers how many were stored`,
        querystring: NoQuery,
        body: Type.Array(OperationRecord, { maxItems: OPERATION_MAX }),
        response: { 200: Envelope(Type.Integer()), ...errors },
      },
    },
    async (req) => {
      const { session, timeZone } = await callerOf(req)
      const rows = req.body.map((r) => ({
        id: app.ids.next(),
        userId: session.userId,
        account: session.account,
        operationType: r.operationType ?? null,
        menuId: r.menuId ?? null,
        menuName: r.menuName ?? null,
        operation: r.operation ?? null,
        content: r.content ?? null,
        tagName: r.tagName ?? null,
        path: r.path ?? null,
        durationMs: r.durationMs ?? null,
        operationTime: clientTime(r.timestamp, timeZone),
      }))
      // One transaction: the batch is stored whole or not at all, so the shell may simply send it again.
      await app.db.withTenant(session, async (tx) => {
        for (const chunk of chunked(rows)) await tx.insert(operationLog).values(chunk)
      })
      return ok(req, rows.length)
    },
  )

  app.get(
    '/api/blade-log/userOperation/lately',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['operationLog'],
        summary: 'The caller’s recently visited menus: the latest operation on each, newest first',
        querystring: LatelyQuery,
        response: { 200: Envelope(Type.Array(operationRecord)), ...errors },
      },
    },
    async (req) => {
      const { session, timeZone } = await callerOf(req)
      const rows = await app.db.withTenant(session, (tx) => {
        const recent = tx
          .select()
          .from(operationLog)
          .where(and(eq(operationLog.userId, session.userId), isNotNull(operationLog.menuId)))
          .orderBy(desc(operationLog.operationTime))
          .limit(LATELY_WINDOW)
          .as('recent')
        const latest = tx
          .selectDistinctOn([recent.menuId])
          .from(recent)
          .orderBy(recent.menuId, desc(recent.operationTime), desc(recent.id))
          .as('latest')
        return tx
          .select()
          .from(latest)
          .orderBy(desc(latest.operationTime), desc(latest.id))
          .limit(req.query.size ?? 10)
      })
      return ok(
        req,
        rows.map((r) => logRecordOf(operationLogResource, r, timeZone)),
      )
    },
  )
}
