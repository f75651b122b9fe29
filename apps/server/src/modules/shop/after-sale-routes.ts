import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES as C, afterSaleEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { applyAfterSale } from './after-sale-apply'
import { afterSaleDetail, afterSalePage } from './after-sale-queries'
import { approveAfterSale, refuseAfterSale } from './after-sale-review'
import type { InContext } from './request-context'

/** After-sale: the buyer's request (the shop front's call) and the staff's review. */
export function afterSaleRoutes(fastify: FastifyInstance, inContext: InContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.afterSaleView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(
        req,
        await inContext(req, (c) => afterSalePage(c.tx, { current, size, ...filter }, c.timeZone)),
      )
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.afterSaleView },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => afterSaleDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.approve, {
    config: { permission: C.afterSaleAudit },
    handler: async (req) => ok(req, await inContext(req, (c) => approveAfterSale(c, req.query.id))),
  })
  endpointRoute(app, ep.refuse, {
    config: { permission: C.afterSaleAudit },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => refuseAfterSale(c, req.body.id, req.body.reason))),
  })
  endpointRoute(app, ep.frontApply, {
    config: { permission: C.front },
    handler: async (req) => ok(req, await inContext(req, (c) => applyAfterSale(c, req.body))),
  })
}
