import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { ErrorEnvelope, LIMITS, WEB_LOG_MAX, clientLogEndpoints, operationLogResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { logRecordOf } from './listing'
import { chunked, clientTime } from './log-values'
import { operationLog } from './schema'
import { recordWebErrors } from './web-log'

const OPERATION_MAX = LIMITS.operationBatchMax
/** "Recently visited" looks at the user's last operations only, so it stays cheap for heavy users. */
const LATELY_WINDOW = 1000

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 413: ErrorEnvelope, 500: ErrorEnvelope }

/** Refuses an oversized batch with a clear message before its records are even validated. */
const atMost = (limit: number) => async (req: FastifyRequest) => {
  if (Array.isArray(req.body) && req.body.length > limit) throw badRequest('logBatchTooLarge', { limit })
}

/** What the shell sends: its local error log and its operation tracking; and the user's recent menus. */
export default async function clientLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const callerOf = async (req: FastifyRequest) => {
    const session = sessionOf(req)
    return { session, timeZone: await app.tenants.timeZoneOf(session.tenantId) }
  }

  endpointRoute(app, clientLogEndpoints.uploadLogs, {
    errors,
    config: { permission: SIGNED_IN },
    preValidation: atMost(WEB_LOG_MAX),
    handler: async (req) => {
      const { session, timeZone } = await callerOf(req)
      const stored = await app.db.withTenant(session, (tx) =>
        recordWebErrors(app, tx, req, timeZone, req.body),
      )
      return ok(req, stored)
    },
  })

  endpointRoute(app, clientLogEndpoints.saveOperations, {
    errors,
    config: { permission: SIGNED_IN },
    bodyLimit: 16 * 1024 * 1024,
    preValidation: atMost(OPERATION_MAX),
    handler: async (req) => {
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
  })

  endpointRoute(app, clientLogEndpoints.lately, {
    errors,
    config: { permission: SIGNED_IN },
    handler: async (req) => {
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
  })
}
