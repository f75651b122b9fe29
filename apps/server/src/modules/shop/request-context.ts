import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionOf } from '../../core/auth'
import type { OrderContext } from './context'
import { timeoutScheduler } from './jobs'
import type { PaymentGateway } from './payment'

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in their language and zone. */
export function requestContext(app: FastifyInstance, payments: PaymentGateway) {
  return async <T>(req: FastifyRequest, fn: (c: OrderContext) => Promise<T>): Promise<T> => {
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
        payments,
        scheduleTimeout: timeoutScheduler(app.jobs),
      }),
    )
  }
}
export type InContext = ReturnType<typeof requestContext>
