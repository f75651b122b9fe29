import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { interrupted, problems } from './run-state'

export interface SqlCall {
  text: string
  values?: unknown[]
}

type QueryFn = (...args: unknown[]) => unknown

/**
 * Replaces pg's Client#query for every client of `pool` until the returned function restores it. The
 * server must run with DB_SLOW_QUERY_MS=0: its slow-query log binds each connection's `query` when
 * the connection opens, which would hide the statements from this hook.
 */
function hookQueries(pool: pg.Pool, seen: (args: unknown[]) => void): () => void {
  const proto = (pool as unknown as { Client: { prototype: { query: QueryFn } } }).Client.prototype
  const original = proto.query
  proto.query = function (this: unknown, ...args: unknown[]) {
    seen(args)
    return original.apply(this, args)
  }
  return () => {
    proto.query = original
  }
}

function sqlCallOf([first, second]: unknown[]): SqlCall | null {
  const values = Array.isArray(second) ? second : undefined
  if (typeof first === 'string') return { text: first, ...(values && { values }) }
  if (first && typeof first === 'object' && 'text' in first) {
    const q = first as { text: string; values?: unknown[] }
    const v = q.values ?? values
    return { text: q.text, ...(v && { values: v }) }
  }
  return null
}

/** Every statement sent through `pool`'s clients while `fn` runs. */
export async function captureSql(pool: pg.Pool, fn: () => Promise<unknown>): Promise<SqlCall[]> {
  const calls: SqlCall[] = []
  const restore = hookQueries(pool, (args) => {
    const call = sqlCallOf(args)
    if (call) calls.push(call)
  })
  try {
    await fn()
  } finally {
    restore()
  }
  return calls
}

/**
 * Counts the statements sent through `pool`'s clients, and among them those starting with `marker`
 * (one per call of the measured endpoint), until the returned function is called.
 */
export function countSql(pool: pg.Pool, marker: string): () => { statements: number; marked: number } {
  let statements = 0
  let marked = 0
  const restore = hookQueries(pool, (args) => {
    statements++
    if (sqlCallOf(args)?.text.startsWith(marker)) marked++
  })
  return () => {
    restore()
    return { statements, marked }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until no request holds or waits for a pooled connection (what a load run left queued); ms waited. */
export async function drain(pool: pg.Pool, capMs = 90_000): Promise<number> {
  const t0 = performance.now()
  let quietSince = 0
  while (performance.now() - t0 < capMs && !interrupted()) {
    const busy = pool.waitingCount > 0 || pool.idleCount < pool.totalCount
    if (busy) quietSince = 0
    else if (!quietSince) quietSince = performance.now()
    else if (performance.now() - quietSince >= 150) return Math.round(performance.now() - t0 - 150)
    await sleep(20)
  }
  problems.push(`the server was still busy ${capMs / 1000} s after a load run ended`)
  return Math.round(performance.now() - t0)
}

/**
 * The statements of one call of our server: the request log's batched writes are flushed first and
 * left out, as they belong to no one call (they are our overhead, not work a baseline must repeat).
 */
export async function captureCallSql(app: FastifyInstance, fn: () => Promise<unknown>): Promise<SqlCall[]> {
  await app.requestLog.flush()
  const captured = await captureSql(app.db.pool, fn)
  return captured.filter((s) => !/^insert into "log_/.test(s.text))
}
