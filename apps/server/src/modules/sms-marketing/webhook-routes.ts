import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, smsMarketingEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { validPhone } from '../user'
import { sameToken, unsubscribeToken, webhookToken } from './tokens'
import { applyReceipts, isOptOutReply, optOut } from './webhooks'

const errors = { 400: ErrorEnvelope, 500: ErrorEnvelope }

/**
 * What gateways call back: delivery receipts and replies, and the unsubscribe link of a message.
 * Public, each proven by a token derived from the server's secret (docs/sms-marketing.md).
 */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const secret = app.config.jwtSecret
  const checkGateway = (q: { tenantId: string; companyId: string; token: string }) => {
    if (!sameToken(webhookToken(secret, q.tenantId, q.companyId), q.token))
      throw badRequest('smsMktWebhookToken')
  }

  endpointRoute(app, ep.receipt, {
    errors,
    config: { public: true },
    handler: async (req) => {
      checkGateway(req.query)
      const updated = await app.db.withTenant({ tenantId: req.query.tenantId }, (tx) =>
        applyReceipts(tx, req.body.receipts),
      )
      return ok(req, { updated })
    },
  })
  endpointRoute(app, ep.reply, {
    errors,
    config: { public: true },
    handler: async (req) => {
      checkGateway(req.query)
      const optedOut = isOptOutReply(req.body.text)
      if (optedOut) {
        const phone = validPhone(req.body.phone)
        await app.db.withTenant({ tenantId: req.query.tenantId }, (tx) => optOut(tx, app.ids, phone, 'reply'))
      }
      return ok(req, { optedOut })
    },
  })
  endpointRoute(app, ep.unsubscribe, {
    errors,
    config: { public: true },
    handler: async (req) => {
      const { tenantId, phone, token } = req.query
      if (!sameToken(unsubscribeToken(secret, tenantId, phone), token)) throw badRequest('smsMktWebhookToken')
      await app.db.withTenant({ tenantId }, (tx) => optOut(tx, app.ids, validPhone(phone), 'link'))
      return ok(req, true)
    },
  })
}
