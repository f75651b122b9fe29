import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_ENGAGE_CODES as C, voteEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InEngageContext } from './context'
import { stopVote, submitVote, votePage } from './vote-admin'
import { castVote, frontVote } from './vote-front'
import { voteDetail } from './vote-read'
import { voteRecordPage, voteStats } from './vote-records'

/** The vote's calls: the configuration screen's and the shop front's (docs/shop-marketing/shop-engage.md). */
export function voteRoutes(fastify: FastifyInstance, inContext: InEngageContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.voteView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => votePage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.voteView },
    handler: async (req) => ok(req, await inContext(req, (c) => voteDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.voteEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitVote(c, req.body))),
  })
  endpointRoute(app, ep.stop, {
    config: { permission: C.voteStop },
    handler: async (req) => ok(req, await inContext(req, (c) => stopVote(c, req.query.id))),
  })
  endpointRoute(app, ep.records, {
    config: { permission: C.voteView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => voteRecordPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.voteView },
    handler: async (req) => ok(req, await inContext(req, (c) => voteStats(c, req.query.id))),
  })
  endpointRoute(app, ep.frontDetail, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => frontVote(c, req.query.voteId, req.query.memberId))),
  })
  endpointRoute(app, ep.frontVote, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => castVote(c, req.body))),
  })
}
