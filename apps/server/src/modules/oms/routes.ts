import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { inArray } from 'drizzle-orm'
import { OMS_CODES as C, omsEndpoints as ep, omsRuleResource } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { onOrderPaid } from '../shop'
import { onShipmentTracked } from '../tms'
import { onPickShipped, warehouseStock } from '../wms'
import { shipmentTrackedListener } from './carrier-sync'
import type { OmsContext } from './context'
import { allocateOrder, cancelOrder, pickShippedListener } from './fulfil'
import { importOrders } from './import'
import { assertGoods, takeIn } from './intake'
import { moveOrder } from './move'
import { orderDetail, orderOut, orderPage, ordersOut } from './orders'
import { mergeOrders, splitOrder } from './reshape'
import { routeOrder } from './route'
import { omsRuleRules } from './rules'
import { omsOrder, omsRule } from './schema'
import { shopOrderListener } from './shop-intake'

/** The OMS routes (docs/supply-chain.md, OMS): orders of every channel and routing rules, under /api/store-oms/. */
export default async function omsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(omsRuleResource, omsRule as unknown as ResourceTable, omsRuleRules))

  const unplug = [
    onOrderPaid(shopOrderListener(app.ids)),
    onPickShipped(pickShippedListener(app.ids)),
    onShipmentTracked(shipmentTrackedListener(app)),
  ]
  app.addHook('onClose', async () => unplug.forEach((u) => u()))

  /** one transaction per call, in the caller's tenant */
  const inTenant = <T>(req: FastifyRequest, fn: (c: OmsContext) => Promise<T>) => {
    const s = sessionOf(req)
    return app.db.withTenant(s, (tx) => fn({ tx, ids: app.ids, userId: s.userId, locale: req.locale }))
  }
  const view = { permission: C.orderView }
  const edit = { permission: C.orderEdit }
  const many = async (c: OmsContext, ids: string[]) =>
    ordersOut(c, await c.tx.select().from(omsOrder).where(inArray(omsOrder.id, ids)).orderBy(omsOrder.id))

  endpointRoute(app, ep.orderPage, {
    config: view,
    handler: async (req) => ok(req, await inTenant(req, (c) => orderPage(c, req.query))),
  })
  endpointRoute(app, ep.orderDetail, {
    config: view,
    handler: async (req) => ok(req, await inTenant(req, (c) => orderDetail(c, req.query.id))),
  })
  endpointRoute(app, ep.warehouseOptions, {
    config: view,
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) =>
          (await warehouseStock(c.tx, [])).map((w) => ({ id: w.warehouseId, code: w.code, name: w.name })),
        ),
      ),
  })
  endpointRoute(app, ep.orderCreate, {
    config: { permission: C.orderCreate },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await assertGoods(c, req.body.lines)
          return orderOut(c, (await takeIn(c, { ...req.body, channel: 'pos' })).id)
        }),
      ),
  })
  endpointRoute(app, ep.orderImport, {
    config: { permission: C.orderCreate },
    handler: async (req) => ok(req, await inTenant(req, (c) => importOrders(c, req.body))),
  })
  endpointRoute(app, ep.orderRoute, {
    config: edit,
    handler: async (req) =>
      ok(req, await inTenant(req, async (c) => many(c, await routeOrder(c, req.body.id)))),
  })
  endpointRoute(app, ep.orderSplit, {
    config: edit,
    handler: async (req) =>
      ok(req, await inTenant(req, async (c) => many(c, await splitOrder(c, req.body.id, req.body.lines)))),
  })
  endpointRoute(app, ep.orderMerge, {
    config: edit,
    handler: async (req) =>
      ok(req, await inTenant(req, async (c) => orderOut(c, await mergeOrders(c, req.body.ids)))),
  })
  endpointRoute(app, ep.orderHold, {
    config: edit,
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await moveOrder(c, req.body.id, 'hold', {}, req.body.reason)
          return orderOut(c, req.body.id)
        }),
      ),
  })
  for (const [endpoint, action] of [
    [ep.orderRelease, 'release'],
    [ep.orderComplete, 'complete'],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: edit,
      handler: async (req) =>
        ok(
          req,
          await inTenant(req, async (c) => {
            await moveOrder(c, req.body.id, action)
            return orderOut(c, req.body.id)
          }),
        ),
    })
  }
  endpointRoute(app, ep.orderAllocate, {
    config: edit,
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await allocateOrder(c, req.body.id)
          return orderOut(c, req.body.id)
        }),
      ),
  })
  endpointRoute(app, ep.orderCancel, {
    config: edit,
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await cancelOrder(c, req.body.id, req.body.reason)
          return orderOut(c, req.body.id)
        }),
      ),
  })
}
