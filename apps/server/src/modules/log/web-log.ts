import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebLogEntry } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { clientTime, clip } from './log-values'
import { webLog } from './schema'

/**
 * Stores browser errors in the caller's browser error log (`log_web`), in the caller's transaction: the
 * user, the IP and, when an entry has none, the request's user agent come from the request. Other modules
 * report the shell's errors through it (the sub-apps' health reports). Answers how many were stored.
 */
export async function recordWebErrors(
  app: Pick<FastifyInstance, 'ids'>,
  tx: Tx,
  req: FastifyRequest,
  timeZone: string,
  entries: readonly WebLogEntry[],
): Promise<number> {
  const session = sessionOf(req)
  const header = req.headers['user-agent']
  const rows = entries.map((e) => ({
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
  if (rows.length > 0) await tx.insert(webLog).values(rows)
  return rows.length
}
