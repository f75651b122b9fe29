import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CARDS_CODES as C, SHOP_CODES, payingMemberEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InCards } from './context'
import { planPage, stopPlan, submitPlan } from './member-plans'
import { buyPlan, memberBenefits, payingMemberStats, purchasePage } from './membership'

/** Paying membership: the plans, purchases and statistics screens' calls and the shop front's. */
export function payingMemberRoutes(fastify: FastifyInstance, inCards: InCards) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.planPage, {
    config: { permission: C.payingMemberView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => planPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.planSubmit, {
    config: { permission: C.payingMemberEdit },
    handler: async (req) => ok(req, await inCards(req, (c) => submitPlan(c, req.body))),
  })
  endpointRoute(app, ep.planStop, {
    config: { permission: C.payingMemberStop },
    handler: async (req) => ok(req, await inCards(req, (c) => stopPlan(c, req.query.id))),
  })
  endpointRoute(app, ep.purchasePage, {
    config: { permission: C.payingMemberView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => purchasePage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.payingMemberView },
    handler: async (req) => ok(req, await inCards(req, (c) => payingMemberStats(c))),
  })
  endpointRoute(app, ep.frontBuy, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => buyPlan(c, req.body))),
  })
  endpointRoute(app, ep.frontBenefits, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => memberBenefits(c, req.query.memberId))),
  })
}
