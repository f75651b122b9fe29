import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inCallerTenant } from '../../core/tenant-work'
import type { OrderContext } from './context'
import { timeoutScheduler } from './jobs'
import type { PaymentGateway } from './payment'

/** Runs `fn` in one transaction in the caller's tenant, as the caller, paying through `payments`. */
export function requestContext(app: FastifyInstance, payments: PaymentGateway) {
  return <T>(req: FastifyRequest, fn: (c: OrderContext) => Promise<T>): Promise<T> =>
    inCallerTenant(app, req, (c) => fn({ ...c, payments, scheduleTimeout: timeoutScheduler(app.jobs) }))
}
export type InContext = ReturnType<typeof requestContext>
