import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inCallerTenant, type TenantWork } from '../../core/tenant-work'

/** One request's work in the engagement tools: its tenant transaction, who acts, the tenant's zone. */
export type EngageContext = TenantWork

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in the tenant's time zone. */
export const engageContext =
  (app: FastifyInstance) =>
  <T>(req: FastifyRequest, fn: (c: EngageContext) => Promise<T>): Promise<T> =>
    inCallerTenant(app, req, fn)
export type InEngageContext = ReturnType<typeof engageContext>
