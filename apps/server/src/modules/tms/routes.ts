import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  TMS_CODES as C,
  tmsCarrierResource,
  tmsEndpoints as ep,
  tmsServiceResource,
  tmsTariffResource,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { TmsContext } from './context'
import { tariffFor } from './catalogue'
import { freightOf } from './freight'
import { TMS_FIELD_LABELS as fieldLabels } from './labels'
import { tmsCarrierRules, tmsServiceRules, tmsTariffRules } from './rules'
import { tmsCarrier, tmsService, tmsTariff } from './schema'
import {
  cancelShipment,
  confirmDelivery,
  createShipment,
  issueWaybill,
  shipmentDetail,
  shipmentPage,
  trackShipment,
} from './shipments'
import { receiveWebhook } from './webhook'

const asTable = (t: unknown) => t as ResourceTable

/** The TMS routes (docs/supply-chain.md, TMS): carriers, services and tariffs, shipments, the carrier webhook. */
export default async function tmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(tmsCarrierResource, asTable(tmsCarrier), tmsCarrierRules))
  await app.register(resourceRoutes(tmsServiceResource, asTable(tmsService), tmsServiceRules))
  await app.register(resourceRoutes(tmsTariffResource, asTable(tmsTariff), tmsTariffRules))

  /** one transaction per call, in the caller's tenant */
  const asCaller = <T>(req: FastifyRequest, fn: (c: TmsContext) => Promise<T>) => {
    const s = sessionOf(req)
    return app.db.withTenant(s, (tx) => fn({ tx, ids: app.ids, userId: s.userId, locale: req.locale }))
  }

  endpointRoute(app, ep.shipmentPage, {
    config: { permission: C.shipmentView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => shipmentPage(c, req.query))),
  })
  endpointRoute(app, ep.shipmentDetail, {
    config: { permission: C.shipmentView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => shipmentDetail(c, req.query.id))),
  })
  endpointRoute(app, ep.shipmentCreate, {
    config: { permission: C.shipmentAdd, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => createShipment(c, req.body))),
  })
  for (const [endpoint, step] of [
    [ep.issueWaybill, issueWaybill],
    [ep.track, trackShipment],
    [ep.cancel, cancelShipment],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission: C.shipmentEdit, fieldLabels },
      handler: async (req) => ok(req, await asCaller(req, (c) => step(c, req.body.id))),
    })
  }
  endpointRoute(app, ep.confirmDelivery, {
    config: { permission: C.shipmentEdit, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => confirmDelivery(c, req.body.id, req.body))),
  })
  endpointRoute(app, ep.freightQuote, {
    config: { permission: C.freightQuote, fieldLabels },
    handler: async (req) => {
      const { serviceId, region, weight } = req.query
      const tariff = await asCaller(req, (c) => tariffFor(c, serviceId, region))
      return ok(req, { freight: freightOf(tariff, weight), region: tariff.region })
    },
  })
  // the carrier calls without a session: its signature over the body is its credential
  endpointRoute(app, ep.webhook, {
    config: { public: true, fieldLabels },
    handler: async (req) =>
      ok(
        req,
        await app.db.withTenant({ tenantId: req.body.tenantId }, (tx) =>
          receiveWebhook(
            { tx, ids: app.ids, userId: null, locale: req.locale },
            req.body,
            String(req.headers['x-tms-signature']),
          ),
        ),
      ),
  })
}
