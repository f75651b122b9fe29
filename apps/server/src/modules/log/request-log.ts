import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DrizzleQueryError } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { LIMITS } from '@store/contract'
import type { Database } from '../../core/db/database'
import { redactUrl } from '../../core/logger'
import { BatchRecorder } from './batch-recorder'
import { chunked, clip } from './log-values'
import { apiLog, errorLog } from './schema'

const BATCH_SIZE = 500
const CAPACITY = 20_000
const INTERVAL_MS = 1000
const STACK_MAX = 16_000

declare module 'fastify' {
  interface FastifyInstance {
    /** The API and error logs' recorders (docs/logs.md). */
    requestLog: RequestLog
  }
}

type ApiRow = typeof apiLog.$inferInsert
type ErrorRow = typeof errorLog.$inferInsert

/**
 * What an error was, for the error log: class, message and stack. A failed query's message and stack
 * drop the query's parameters (they may hold password hashes or personal data) and name the cause.
 */
export function describeError(err: Error) {
  const params = err instanceof DrizzleQueryError ? `\nparams: ${String(err.params)}` : undefined
  const clean = (text: string) => (params ? text.replace(params, '') : text)
  const cause = err.cause instanceof Error ? err.cause : undefined
  const causeLine = cause ? `\ncaused by ${cause.name}: ${cause.message}` : ''
  const stack = clean(err.stack ?? `${err.name}: ${err.message}`) + (cause?.stack ? `\n${cause.stack}` : '')
  return {
    errorClass: clip(err.name === 'Error' ? err.constructor.name : err.name, 128),
    message: clip(clean(err.message) + causeLine, 2000),
    stack: clip(stack, STACK_MAX),
  }
}

/** The API log and the error log, each buffered and written in batches per tenant. */
export class RequestLog {
  readonly api: BatchRecorder<ApiRow>
  readonly errors: BatchRecorder<ErrorRow>

  constructor(db: Database, log: FastifyInstance['log']) {
    const onDropped = (table: string) => (count: number, err?: unknown) =>
      log.warn({ table, dropped: count, err }, 'log rows dropped (buffer full or write failed)')
    this.api = new BatchRecorder<ApiRow>({
      write: (tenantId, rows) => insertAll(db, tenantId, apiLog, rows),
      batchSize: BATCH_SIZE,
      capacity: CAPACITY,
      intervalMs: INTERVAL_MS,
      onDropped: onDropped('log_api'),
    })
    this.errors = new BatchRecorder<ErrorRow>({
      write: (tenantId, rows) => insertAll(db, tenantId, errorLog, rows),
      batchSize: BATCH_SIZE,
      capacity: CAPACITY,
      intervalMs: INTERVAL_MS,
      onDropped: onDropped('log_error'),
    })
  }

  /** Rows lost to overload or failed writes since start (docs/logs.md "Overload"). */
  get dropped(): number {
    return this.api.dropped + this.errors.dropped
  }

  async flush(): Promise<void> {
    await Promise.all([this.api.flush(), this.errors.flush()])
  }

  async close(): Promise<void> {
    await Promise.all([this.api.close(), this.errors.close()])
  }
}

function insertAll<T extends PgTable>(db: Database, tenantId: string, table: T, rows: PgInsertValue<T>[]) {
  return db.withTenant({ tenantId }, async (tx) => {
    for (const chunk of chunked(rows)) await tx.insert(table).values(chunk)
  })
}

/** Only the API is logged: health, metrics, the OpenAPI pages and the web app's files are not. */
const isLogged = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')

function requestFacts(req: FastifyRequest, reply: FastifyReply, id: string) {
  const url = redactUrl(req.url)
  const q = url.indexOf('?')
  const session = req.session
  const userAgent = req.headers['user-agent']
  return {
    id,
    // An anonymous call has no tenant it proved: it goes to the platform tenant's log.
    tenantId: session?.tenantId ?? LIMITS.defaultTenantId,
    userId: session?.userId ?? null,
    account: session?.account ?? null,
    method: req.method,
    path: clip(q < 0 ? url : url.slice(0, q), 512),
    query: q < 0 ? null : clip(url.slice(q + 1), 1024),
    status: reply.statusCode,
    ip: clip(req.ip, 64),
    userAgent: clip(typeof userAgent === 'string' ? userAgent : undefined, 512),
    requestId: clip(req.id, 64),
    createTime: new Date(Date.now() - reply.elapsedTime),
  }
}

/**
 * Records every /api request in the API log, and every answer of 500 and above in the error log
 * with the error the envelope's handler turned into its generic reply.
 */
export const requestLogPlugin = fp(
  async (app) => {
    const requestLog = new RequestLog(app.db, app.log)
    app.decorate('requestLog', requestLog)
    const thrown = new WeakMap<FastifyRequest, Error>()

    app.addHook('onError', async (req, _reply, err) => {
      thrown.set(req, err)
    })
    app.addHook('onResponse', async (req, reply) => {
      if (!isLogged(req.url)) return
      const { tenantId, ...facts } = requestFacts(req, reply, app.ids.next())
      requestLog.api.add(tenantId, { ...facts, durationMs: Math.round(reply.elapsedTime) })
      if (reply.statusCode < 500) return
      const err = thrown.get(req)
      const error = err ? describeError(err) : { errorClass: null, message: null, stack: null }
      requestLog.errors.add(tenantId, { ...facts, id: app.ids.next(), ...error })
    })
    // onClose hooks run last-registered first: this one runs before the database closes.
    app.addHook('onClose', () => requestLog.close())
  },
  { name: 'request-log', dependencies: ['db', 'auth'] },
)
