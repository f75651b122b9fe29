import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** One request's work in the shop's content: its tenant transaction, who acts, the tenant's zone. */
export interface ContentContext {
  tx: Tx
  ids: IdGenerator
  userId: string | null
  timeZone: string
}

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in the tenant's time zone. */
export function contentContext(app: FastifyInstance) {
  return async <T>(req: FastifyRequest, fn: (c: ContentContext) => Promise<T>): Promise<T> => {
    const s = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(s.tenantId)
    return app.db.withTenant(s, (tx) => fn({ tx, ids: app.ids, userId: s.userId, timeZone }))
  }
}
export type InContentContext = ReturnType<typeof contentContext>
