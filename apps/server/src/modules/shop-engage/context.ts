import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** One request's work in the engagement tools: its tenant transaction, who acts, the tenant's zone. */
export interface EngageContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  userId: string | null
  timeZone: string
  locale: Locale
}

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in the tenant's time zone. */
export function engageContext(app: FastifyInstance) {
  return async <T>(req: FastifyRequest, fn: (c: EngageContext) => Promise<T>): Promise<T> => {
    const s = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(s.tenantId)
    return app.db.withTenant(s, (tx) =>
      fn({ tx, ids: app.ids, tenantId: s.tenantId, userId: s.userId, timeZone, locale: req.locale }),
    )
  }
}
export type InEngageContext = ReturnType<typeof engageContext>
