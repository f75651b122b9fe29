import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_ENGAGE_CODES as C, browseEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import {
  browseTaskOut,
  browseTaskPage,
  browseTaskRow,
  stopBrowseTask,
  submitBrowseTask,
} from './browse-admin'
import { finishBrowse, frontBrowseTasks, startBrowse } from './browse-front'
import { browseRewardPage, browseStats } from './browse-records'
import type { InEngageContext } from './context'

/** Browse-to-earn's calls: the configuration screen's and the shop front's (docs/shop-marketing/shop-engage.md). */
export function browseRoutes(fastify: FastifyInstance, inContext: InEngageContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.browseView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => browseTaskPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.browseView },
    handler: async (req) =>
      ok(req, await inContext(req, async (c) => browseTaskOut(c, await browseTaskRow(c.tx, req.query.id)))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.browseEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitBrowseTask(c, req.body))),
  })
  endpointRoute(app, ep.stop, {
    config: { permission: C.browseStop },
    handler: async (req) => ok(req, await inContext(req, (c) => stopBrowseTask(c, req.query.id))),
  })
  endpointRoute(app, ep.rewards, {
    config: { permission: C.browseView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => browseRewardPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.browseView },
    handler: async (req) => ok(req, await inContext(req, (c) => browseStats(c, req.query.id))),
  })
  endpointRoute(app, ep.frontList, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => frontBrowseTasks(c, req.query.memberId))),
  })
  endpointRoute(app, ep.frontStart, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => startBrowse(c, req.body))),
  })
  endpointRoute(app, ep.frontFinish, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => finishBrowse(c, req.body))),
  })
}
