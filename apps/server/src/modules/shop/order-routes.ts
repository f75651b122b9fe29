import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES as C, shopOrderEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { checkout } from './checkout'
import { orderDetail, orderPage } from './order-queries'
import type { InContext } from './request-context'
import { cancelOrder, completeOrder, payOrder, pickupOrder, remarkOrder, shipOrder } from './transitions'

/** The order screens' calls and the shop front's (checkout, pay, the buyer's cancel). */
export function orderRoutes(fastify: FastifyInstance, inContext: InContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.orderView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => orderPage(c.tx, { current, size, ...filter }, c.timeZone)))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.orderView },
    handler: async (req) => ok(req, await inContext(req, (c) => orderDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.ship, {
    config: { permission: C.orderShip },
    handler: async (req) => {
      const { id, carrier, trackingNo } = req.body
      return ok(req, await inContext(req, (c) => shipOrder(c, id, carrier, trackingNo)))
    },
  })
  endpointRoute(app, ep.pickup, {
    config: { permission: C.orderShip },
    handler: async (req) => ok(req, await inContext(req, (c) => pickupOrder(c, req.query.id))),
  })
  endpointRoute(app, ep.complete, {
    config: { permission: C.orderEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => completeOrder(c, req.query.id))),
  })
  endpointRoute(app, ep.cancel, {
    config: { permission: C.orderEdit },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => cancelOrder(c, req.body.id, req.body.reason, 'staff'))),
  })
  endpointRoute(app, ep.remark, {
    config: { permission: C.orderEdit },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => remarkOrder(c, req.body.id, req.body.remark))),
  })
  endpointRoute(app, ep.frontCheckout, {
    config: { permission: C.front },
    handler: async (req) => ok(req, await inContext(req, (c) => checkout(c, req.body))),
  })
  endpointRoute(app, ep.frontPay, {
    config: { permission: C.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => payOrder(c, req.body.id, req.body.paymentMethod))),
  })
  endpointRoute(app, ep.frontCancel, {
    config: { permission: C.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => cancelOrder(c, req.body.id, req.body.reason, 'buyer'))),
  })
}
