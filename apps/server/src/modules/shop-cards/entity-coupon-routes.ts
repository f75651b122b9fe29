import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CARDS_CODES as C, SHOP_CODES, entityCouponEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InCards } from './context'
import { batchPage, couponStats, submitBatch, voidBatch } from './coupon-batches'
import { codePage, redeemCode } from './coupon-codes'

/** Entity coupons: the batches screen's calls and the shop front's (or POS's) redemption. */
export function entityCouponRoutes(fastify: FastifyInstance, inCards: InCards) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.batchPage, {
    config: { permission: C.entityCouponView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => batchPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.batchSubmit, {
    config: { permission: C.entityCouponEdit },
    handler: async (req) => ok(req, await inCards(req, (c) => submitBatch(c, req.body))),
  })
  endpointRoute(app, ep.batchVoid, {
    config: { permission: C.entityCouponVoid },
    handler: async (req) => ok(req, await inCards(req, (c) => voidBatch(c, req.query.id))),
  })
  endpointRoute(app, ep.codePage, {
    config: { permission: C.entityCouponView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => codePage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.entityCouponView },
    handler: async (req) => ok(req, await inCards(req, (c) => couponStats(c))),
  })
  endpointRoute(app, ep.frontRedeem, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => redeemCode(c, req.body))),
  })
}
