import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  SRM_CODES as C,
  srmEndpoints as ep,
  srmQualificationResource,
  srmSupplierResource,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { SrmContext } from './context'
import { SRM_FIELD_LABELS as fieldLabels } from './labels'
import { matchPurchase } from './match'
import { submitPurchase, withdrawPurchase } from './approval'
import { orderBins } from './bins'
import { purchaseDetail, purchasePage, savePurchase, stepTo } from './purchases'
import { invoicePurchase, receivePurchase } from './receipts'
import { srmQualificationRules } from './rules'
import { srmQualification, srmSupplier } from './schema'
import { supplierStatement } from './statement'

const asTable = (t: unknown) => t as ResourceTable

/** The SRM routes (docs/srm.md): suppliers and qualifications, purchase orders (approved through the workflow), receipts into WMS, the three-way match, statements. */
export default async function srmRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(srmSupplierResource, asTable(srmSupplier)))
  await app.register(
    resourceRoutes(srmQualificationResource, asTable(srmQualification), srmQualificationRules),
  )

  /** one transaction per call, in the caller's tenant */
  const asCaller = <T>(req: FastifyRequest, fn: (c: SrmContext) => Promise<T>) => {
    const s = sessionOf(req)
    return app.db.withTenant(s, (tx) =>
      fn({ tx, ids: app.ids, tenantId: s.tenantId, userId: s.userId, locale: req.locale }),
    )
  }

  endpointRoute(app, ep.purchasePage, {
    config: { permission: C.purchaseView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => purchasePage(c, req.query))),
  })
  endpointRoute(app, ep.purchaseDetail, {
    config: { permission: C.purchaseView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => purchaseDetail(c, req.query.id))),
  })
  endpointRoute(app, ep.purchaseSave, {
    config: { permission: C.purchaseAdd, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => savePurchase(c, req.body))),
  })
  for (const [endpoint, permission, step] of [
    [ep.submit, C.purchaseAdd, submitPurchase],
    [ep.withdraw, C.purchaseAdd, withdrawPurchase],
    [ep.cancel, C.purchaseAdd, stepTo('cancelled')],
    [ep.confirm, C.purchaseHandle, stepTo('confirmed')],
    [ep.close, C.purchaseHandle, stepTo('closed')],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission, fieldLabels },
      handler: async (req) => ok(req, await asCaller(req, (c) => step(c, req.body.id))),
    })
  }
  endpointRoute(app, ep.bins, {
    config: { permission: C.purchaseHandle, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => orderBins(c, req.query.id))),
  })
  endpointRoute(app, ep.receive, {
    config: { permission: C.purchaseHandle, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => receivePurchase(c, req.body))),
  })
  endpointRoute(app, ep.invoice, {
    config: { permission: C.purchaseHandle, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => invoicePurchase(c, req.body))),
  })
  endpointRoute(app, ep.match, {
    config: { permission: C.matchView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => matchPurchase(c, req.query.id))),
  })
  endpointRoute(app, ep.statement, {
    config: { permission: C.matchView, fieldLabels },
    handler: async (req) => ok(req, await asCaller(req, (c) => supplierStatement(c, req.query))),
  })
}
