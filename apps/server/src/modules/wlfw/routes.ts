import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  SERVICE_LEVEL_NAMES,
  WLFW_CODES as C,
  WLFW_FIELD_LABELS as fieldLabels,
  wlfwAreaResource,
  wlfwEndpoints as ep,
  wlfwPickupPointResource,
  wlfwServiceLevelResource,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { quoteDelivery } from './quote'
import { wlfwAreaRules, wlfwPickupPointRules, wlfwServiceLevelRules } from './rules'
import { wlfwArea, wlfwPickupPoint, wlfwServiceLevel } from './schema'
import { trackWaybill } from './track'

const asTable = (t: unknown) => t as ResourceTable

/** The logistics services routes (docs/logistics-services.md): areas, levels, pickup points, rates, tracking. */
export default async function wlfwRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(wlfwAreaResource, asTable(wlfwArea), wlfwAreaRules))
  await app.register(
    resourceRoutes(wlfwServiceLevelResource, asTable(wlfwServiceLevel), wlfwServiceLevelRules),
  )
  await app.register(resourceRoutes(wlfwPickupPointResource, asTable(wlfwPickupPoint), wlfwPickupPointRules))

  /** one transaction per call, in the caller's tenant */
  const asCaller = <T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>) =>
    app.db.withTenant(sessionOf(req), fn)

  endpointRoute(app, ep.rate, {
    config: { permission: C.rateQuote, fieldLabels },
    handler: async (req) => {
      const quote = await asCaller(req, (tx) => quoteDelivery(tx, req.body))
      if (!('refused' in quote)) return ok(req, quote)
      if (quote.refused === 'wlfwNoArea') throw badRequest(quote.refused, quote.params)
      throw badRequest(quote.refused, { level: SERVICE_LEVEL_NAMES[quote.params.level][req.locale] })
    },
  })
  endpointRoute(app, ep.track, {
    config: { permission: C.trackView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (tx) => trackWaybill(tx, req.query.waybillNo))),
  })
}
