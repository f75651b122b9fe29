import type { FastifyInstance } from 'fastify'
import { tmsEndpoints, type TmsWebhookEvent } from '@store/contract'
import { fakeCarrierPush } from './carriers/fake'
import type { TmsContext } from './context'
import { carrierSecret } from './secrets'

/** A suffix for what a test file makes: on PostgreSQL every file and run share one database. */
export const RUN = Date.now().toString(36).toUpperCase()

export function inTenant<T>(app: FastifyInstance, tenantId: string, fn: (c: TmsContext) => Promise<T>) {
  return app.db.withTenant({ tenantId }, (tx) => fn({ tx, ids: app.ids, userId: null, locale: 'en' }))
}

export const SENDER = { name: 'Central DC', phone: '020-88886666', address: '1 Depot Road' }
export const RECEIVER = { name: `Receiver ${RUN}`, phone: '13800138000', address: '2 Home Street' }

/** The fake carrier posts an event to the webhook, signed with `secret`. */
export const pushEvent = (app: FastifyInstance, secret: string, event: TmsWebhookEvent) =>
  app.inject({ method: 'POST', url: tmsEndpoints.webhook.path, ...fakeCarrierPush(secret, event) })

/** The secret a demo carrier signs with. */
export const secretOf = (app: FastifyInstance, tenantId: string, carrierId: string) =>
  inTenant(app, tenantId, (c) => carrierSecret(c.tx, carrierId))
