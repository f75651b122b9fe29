import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_ENGAGE_CODES as C, luckyDrawEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InEngageContext } from './context'
import { drawPage, stopDraw, submitDraw } from './draw-admin'
import { claimPrize, drawOnce, frontDraw } from './draw-front'
import { drawDetail } from './draw-read'
import { drawStats, recordPage } from './draw-records'

/** The lucky draw's calls: the configuration screen's and the shop front's (docs/shop-marketing/shop-engage.md). */
export function luckyDrawRoutes(fastify: FastifyInstance, inContext: InEngageContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.luckyDrawView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => drawPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.luckyDrawView },
    handler: async (req) => ok(req, await inContext(req, (c) => drawDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.luckyDrawEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitDraw(c, req.body))),
  })
  endpointRoute(app, ep.stop, {
    config: { permission: C.luckyDrawStop },
    handler: async (req) => ok(req, await inContext(req, (c) => stopDraw(c, req.query.id))),
  })
  endpointRoute(app, ep.records, {
    config: { permission: C.luckyDrawView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => recordPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.luckyDrawView },
    handler: async (req) => ok(req, await inContext(req, (c) => drawStats(c, req.query.id))),
  })
  endpointRoute(app, ep.frontDetail, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => frontDraw(c, req.query.drawId, req.query.memberId))),
  })
  endpointRoute(app, ep.frontDraw, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => drawOnce(c, req.body.drawId, req.body.memberId))),
  })
  endpointRoute(app, ep.frontClaim, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => claimPrize(c, req.body.recordId, req.body.memberId))),
  })
}
