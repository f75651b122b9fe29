import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'

const MAX_TEXT = 500
const timed = new WeakSet<pg.ClientBase>()

/** The statement's text, never its parameters (they may carry passwords, codes or personal data). */
function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '')
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}

/**
 * Logs at warn every statement of this connection that took `thresholdMs` or longer, with its text
 * and duration. Both forms are timed: promise (drizzle) and callback (`pool.query`).
 */
export function logSlowQueries(client: pg.ClientBase, thresholdMs: number, log: FastifyBaseLogger): void {
  if (thresholdMs <= 0 || timed.has(client)) return
  timed.add(client)
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now()
    const report = () => {
      const ms = Math.round(performance.now() - started)
      if (ms >= thresholdMs) log.warn({ ms, sql: textOf(args[0]) }, 'slow query')
    }
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        report()
        return (callback as (...r: unknown[]) => unknown)(...results)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise) result.then(report, report)
    return result
  }
}
