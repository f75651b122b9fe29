import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  PRICE_CODES as C,
  priceEndpoints as ep,
  priceGuardResource,
  priceListItemResource,
  priceListResource,
  priceStrategyResource,
  priceTagEndpoints as tagEp,
  priceTagTemplateResource,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { printPlansOfMenus } from '../settings'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { anomalyCounts, anomalyPage, handleAnomaly } from './anomalies'
import { historyOf } from './history'
import { inquirePrices } from './inquiry'
import {
  instantOf,
  orderDetail,
  orderPage,
  removeOrder,
  saveOrder,
  submitOrder,
  withdrawOrder,
  type OrderContext,
} from './orders'
import { priceItemRules, priceListRules, priceStrategyRules } from './rules'
import { priceGuard, priceList, priceListItem, priceStrategy, priceTagTemplate } from './schema'
import { propose } from './strategies'
import { markPrinted, tagJobDetail, tagJobPage } from './tag-job-queries'
import { priceTagTemplateRules } from './tag-templates'

/** the menu whose print plans (system print-plan resource) print the price tags */
const TAG_MENU_CODE = 'price_tag'

const asTable = (t: unknown) => t as ResourceTable
const paging = (q: { current?: number; size?: number }) => ({ current: q.current ?? 1, size: q.size ?? 10 })

/** The price centre's routes (docs/price-centre.md): its resources and its own calls under /api/store-price/. */
export default async function priceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(priceListResource, asTable(priceList), priceListRules))
  await app.register(resourceRoutes(priceListItemResource, asTable(priceListItem), priceItemRules))
  await app.register(resourceRoutes(priceGuardResource, asTable(priceGuard)))
  await app.register(resourceRoutes(priceStrategyResource, asTable(priceStrategy), priceStrategyRules))
  await app.register(
    resourceRoutes(priceTagTemplateResource, asTable(priceTagTemplate), priceTagTemplateRules),
  )

  /** one transaction in the caller's tenant, with its zone */
  const inTenant = async <T>(req: FastifyRequest, fn: (tx: Tx, timeZone: string) => Promise<T>) => {
    const s = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(s.tenantId)
    return app.db.withTenant(s, (tx) => fn(tx, timeZone))
  }
  const asOrderCaller = <T>(req: FastifyRequest, fn: (c: OrderContext) => Promise<T>) => {
    const s = sessionOf(req)
    return inTenant(req, (tx, timeZone) =>
      fn({ tx, ids: app.ids, tenantId: s.tenantId, timeZone, userId: s.userId, locale: req.locale }),
    )
  }

  endpointRoute(app, ep.inquiry, {
    config: { permission: C.inquiry },
    handler: async (req) => {
      const { goodsIds, at, ...ctx } = req.body
      const answers = await inTenant(req, async (tx, timeZone) =>
        inquirePrices(tx, goodsIds, { ...ctx, at: at ? await instantOf(tx, at, timeZone) : new Date() }),
      )
      return ok(req, answers)
    },
  })
  endpointRoute(app, ep.history, {
    config: { permission: C.inquiry },
    handler: async (req) =>
      ok(req, await inTenant(req, (tx, tz) => historyOf(tx, req.query.goodsId, req.query.listId, tz))),
  })

  endpointRoute(app, ep.orderPage, {
    config: { permission: C.orderView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, (tx, tz) =>
          orderPage(tx, { ...paging(req.query), status: req.query.status }, tz),
        ),
      ),
  })
  endpointRoute(app, ep.orderDetail, {
    config: { permission: C.orderView },
    handler: async (req) => ok(req, await inTenant(req, (tx, tz) => orderDetail(tx, req.query.id, tz))),
  })
  endpointRoute(app, ep.orderSave, {
    config: { permission: C.orderEdit },
    handler: async (req) =>
      ok(
        req,
        await asOrderCaller(req, async (c) => orderDetail(c.tx, await saveOrder(c, req.body), c.timeZone)),
      ),
  })
  const summary = async (c: OrderContext, id: string) => {
    const { lines: _lines, anomalies: _anomalies, ...order } = await orderDetail(c.tx, id, c.timeZone)
    return order
  }
  endpointRoute(app, ep.orderSubmit, {
    config: { permission: C.orderEdit },
    handler: async (req) =>
      ok(
        req,
        await asOrderCaller(req, async (c) => {
          await submitOrder(c, req.query.id)
          return summary(c, req.query.id)
        }),
      ),
  })
  endpointRoute(app, ep.orderWithdraw, {
    config: { permission: C.orderEdit },
    handler: async (req) =>
      ok(
        req,
        await asOrderCaller(req, async (c) => {
          await withdrawOrder(c, req.query.id)
          return summary(c, req.query.id)
        }),
      ),
  })
  endpointRoute(app, ep.orderRemove, {
    config: { permission: C.orderRemove },
    handler: async (req) => {
      await asOrderCaller(req, (c) => removeOrder(c, req.query.id))
      return ok(req, true)
    },
  })

  endpointRoute(app, ep.anomalyPage, {
    config: { permission: C.anomalyView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, (tx, tz) =>
          anomalyPage(tx, { ...paging(req.query), status: req.query.status, kind: req.query.kind }, tz),
        ),
      ),
  })
  endpointRoute(app, ep.anomalyCounts, {
    config: { permission: C.anomalyView },
    handler: async (req) => ok(req, await inTenant(req, (tx) => anomalyCounts(tx))),
  })
  endpointRoute(app, ep.anomalyHandle, {
    config: { permission: C.anomalyHandle },
    handler: async (req) =>
      ok(req, await inTenant(req, (tx, tz) => handleAnomaly(tx, sessionOf(req).userId, req.body, tz))),
  })
  endpointRoute(app, ep.strategyPropose, {
    config: { permission: C.strategyView },
    handler: async (req) => {
      const { strategyId, listId, goodsIds } = req.body
      return ok(req, await inTenant(req, (tx) => propose(tx, strategyId, listId, goodsIds)))
    },
  })

  endpointRoute(app, tagEp.tagJobPage, {
    config: { permission: C.tagView },
    handler: async (req) => ok(req, await inTenant(req, (tx, tz) => tagJobPage(tx, paging(req.query), tz))),
  })
  endpointRoute(app, tagEp.tagJobDetail, {
    config: { permission: C.tagView },
    handler: async (req) => ok(req, await inTenant(req, (tx, tz) => tagJobDetail(tx, req.query.id, tz))),
  })
  endpointRoute(app, tagEp.tagJobPrinted, {
    config: { permission: C.tagPrint },
    handler: async (req) => {
      const menuIds = (await app.menuCatalog.snapshot()).menus
        .filter((m) => m.code === TAG_MENU_CODE)
        .map((m) => m.id)
      return ok(
        req,
        await inTenant(req, async (tx, tz) =>
          markPrinted(tx, sessionOf(req).userId, req.body, await printPlansOfMenus(tx, menuIds), tz),
        ),
      )
    },
  })
}
