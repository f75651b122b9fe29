import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  WMS_CODES as C,
  wmsBinResource,
  wmsEndpoints as ep,
  wmsWarehouseResource,
  wmsZoneResource,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { WmsContext } from './context'
import { WMS_FIELD_LABELS as fieldLabels } from './labels'
import { cancelPick, createPick, packPick, pickPage, shipPick } from './picks'
import { confirmReceipt, createReceipt, receiptPage } from './receipts'
import { wmsBinRules, wmsWarehouseRules, wmsZoneRules } from './rules'
import { wmsBin, wmsWarehouse, wmsZone } from './schema'
import { stockAlerts, stockPage } from './stock-query'
import { approveStocktake, countStocktake, createStocktake, stocktakePage } from './stocktakes'
import { transfer } from './transfer'

const asTable = (t: unknown) => t as ResourceTable

/** The WMS routes (docs/supply-chain.md, WMS): warehouses, zones and bins, and its calls under /api/store-wms/. */
export default async function wmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(wmsWarehouseResource, asTable(wmsWarehouse), wmsWarehouseRules))
  await app.register(resourceRoutes(wmsZoneResource, asTable(wmsZone), wmsZoneRules))
  await app.register(resourceRoutes(wmsBinResource, asTable(wmsBin), wmsBinRules))

  /** one transaction per call, in the caller's tenant */
  const inTenant = <T>(req: FastifyRequest, fn: (c: WmsContext) => Promise<T>) => {
    const s = sessionOf(req)
    return app.db.withTenant(s, (tx) => fn({ tx, ids: app.ids, userId: s.userId, locale: req.locale }))
  }

  endpointRoute(app, ep.stockPage, {
    config: { permission: C.stockView, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => stockPage(c, req.query))),
  })
  endpointRoute(app, ep.transfer, {
    config: { permission: C.transfer, fieldLabels },
    handler: async (req) => {
      await inTenant(req, (c) => transfer(c, req.body))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.alerts, {
    config: { permission: C.alertView, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => stockAlerts(c, req.query))),
  })

  endpointRoute(app, ep.receiptPage, {
    config: { permission: C.receiptView, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => receiptPage(c, req.query))),
  })
  endpointRoute(app, ep.receiptCreate, {
    config: { permission: C.receiptEdit, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => createReceipt(c, req.body))),
  })
  endpointRoute(app, ep.receiptConfirm, {
    config: { permission: C.receiptConfirm, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => confirmReceipt(c, req.body.id))),
  })

  endpointRoute(app, ep.pickPage, {
    config: { permission: C.pickView, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => pickPage(c, req.query))),
  })
  endpointRoute(app, ep.pickCreate, {
    config: { permission: C.pickEdit, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => createPick(c, req.body))),
  })
  for (const [endpoint, move] of [
    [ep.pickPack, packPick],
    [ep.pickShip, shipPick],
    [ep.pickCancel, cancelPick],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission: C.pickEdit, fieldLabels },
      handler: async (req) => ok(req, await inTenant(req, (c) => move(c, req.body.id))),
    })
  }

  endpointRoute(app, ep.stocktakePage, {
    config: { permission: C.stocktakeView, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => stocktakePage(c, req.query))),
  })
  endpointRoute(app, ep.stocktakeCreate, {
    config: { permission: C.stocktakeEdit, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => createStocktake(c, req.body))),
  })
  endpointRoute(app, ep.stocktakeCount, {
    config: { permission: C.stocktakeEdit, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => countStocktake(c, req.body))),
  })
  endpointRoute(app, ep.stocktakeApprove, {
    config: { permission: C.stocktakeApprove, fieldLabels },
    handler: async (req) => ok(req, await inTenant(req, (c) => approveStocktake(c, req.body.id))),
  })
}
