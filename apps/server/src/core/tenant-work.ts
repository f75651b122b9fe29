import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '@store/contract'
import { sessionOf } from './auth'
import type { Tx } from './db/database'
import type { IdGenerator } from './ids'

/** One piece of work in a tenant: its transaction, who acts, how times and messages read. */
export interface TenantWork {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  /** null: the system (a job) */
  userId: string | null
  timeZone: string
  locale: Locale
  requestId?: string
}

/** A request's work: always someone's, always a request's. */
export interface CallerWork extends TenantWork {
  userId: string
  requestId: string
}

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in their language and the tenant's zone. */
export async function inCallerTenant<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  fn: (c: CallerWork) => Promise<T>,
): Promise<T> {
  const s = sessionOf(req)
  const timeZone = await app.tenants.timeZoneOf(s.tenantId)
  return app.db.withTenant(s, (tx) =>
    fn({
      tx,
      ids: app.ids,
      tenantId: s.tenantId,
      userId: s.userId,
      timeZone,
      locale: req.locale,
      requestId: req.id,
    }),
  )
}
