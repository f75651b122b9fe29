import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  ACTIVITY_FRONT_CODE as FRONT,
  ACTIVITY_KINDS,
  SHOP_ACTIVITY_CODES as CODES,
  shopActivityEndpoints,
  activityFrontEndpoints as front,
  activityRecordEndpoints as records,
} from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { activityPage, stopActivity, submitActivity } from './activities'
import { Admission, SECKILL_RUNNING, SECKILL_WAITING } from './admission'
import { bargainPage, buyBargain, helpBargain, startBargain } from './bargain'
import { requestActivityContext } from './context'
import { joinTeam, teamPage } from './group'
import { exchange, refundExchange } from './integral'
import { purchasePage } from './purchases'
import { buySeckill } from './seckill'
import { activityStats } from './stats'

/** The activities' calls under `/api/store-wxshop/activity/` (docs/shop-marketing/shop-activity.md). */
export async function shopActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const inActivity = requestActivityContext(fastify)
  const seckillAdmission = new Admission(SECKILL_RUNNING, SECKILL_WAITING)

  for (const kind of ACTIVITY_KINDS) {
    const ep = shopActivityEndpoints(kind)
    const { view, edit } = CODES[kind]
    endpointRoute(app, ep.page, {
      config: { permission: view },
      handler: async (req) => ok(req, await inActivity(req, (c) => activityPage(c, kind, req.query))),
    })
    endpointRoute(app, ep.submit, {
      config: { permission: edit },
      handler: async (req) => ok(req, await inActivity(req, (c) => submitActivity(c, kind, req.body))),
    })
    endpointRoute(app, ep.stop, {
      config: { permission: edit },
      handler: async (req) => ok(req, await inActivity(req, (c) => stopActivity(c, kind, req.query.id))),
    })
    endpointRoute(app, ep.stats, {
      config: { permission: view },
      handler: async (req) =>
        ok(req, await inActivity(req, (c) => activityStats(c, kind, req.query.activityId))),
    })
  }

  endpointRoute(app, records.teams, {
    config: { permission: CODES.group.view },
    handler: async (req) => ok(req, await inActivity(req, (c) => teamPage(c, req.query))),
  })
  endpointRoute(app, records.bargains, {
    config: { permission: CODES.bargain.view },
    handler: async (req) => ok(req, await inActivity(req, (c) => bargainPage(c, req.query))),
  })
  endpointRoute(app, records.purchases, {
    config: { permission: CODES.seckill.view },
    handler: async (req) => ok(req, await inActivity(req, (c) => purchasePage(c, 'seckill', req.query))),
  })
  endpointRoute(app, records.exchanges, {
    config: { permission: CODES.integral.view },
    handler: async (req) => ok(req, await inActivity(req, (c) => purchasePage(c, 'integral', req.query))),
  })
  endpointRoute(app, records.refundExchange, {
    config: { permission: CODES.integral.edit },
    handler: async (req) => ok(req, await inActivity(req, (c) => refundExchange(c, req.query.id))),
  })

  endpointRoute(app, front.joinTeam, {
    config: { permission: FRONT },
    handler: async (req) => ok(req, await inActivity(req, (c) => joinTeam(c, req.body))),
  })
  endpointRoute(app, front.startBargain, {
    config: { permission: FRONT },
    handler: async (req) => ok(req, await inActivity(req, (c) => startBargain(c, req.body))),
  })
  endpointRoute(app, front.helpBargain, {
    config: { permission: FRONT },
    handler: async (req) => ok(req, await inActivity(req, (c) => helpBargain(c, req.body))),
  })
  endpointRoute(app, front.buyBargain, {
    config: { permission: FRONT },
    handler: async (req) => ok(req, await inActivity(req, (c) => buyBargain(c, req.body))),
  })
  endpointRoute(app, front.buySeckill, {
    config: { permission: FRONT },
    handler: async (req) =>
      ok(req, await seckillAdmission.run(() => inActivity(req, (c) => buySeckill(c, req.body)))),
  })
  endpointRoute(app, front.exchange, {
    config: { permission: FRONT },
    handler: async (req) => ok(req, await inActivity(req, (c) => exchange(c, req.body))),
  })
}
