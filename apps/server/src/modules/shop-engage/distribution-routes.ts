import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_ENGAGE_CODES as C, distributionEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { removeRules, ruleList, submitRule } from './commission-rules'
import type { InEngageContext } from './context'
import { distributionStats, ledgerPage } from './distribution-reading'
import {
  applyDistributor,
  approveDistributor,
  distributorOfMember,
  distributorPage,
  named,
  refuseDistributor,
} from './distributors'
import { approveWithdrawal, refuseWithdrawal, requestWithdrawal, withdrawalPage } from './withdrawals'

/** The distribution centre's calls: the back office's and the shop front's (docs/shop-marketing/shop-engage.md). */
export function distributionRoutes(fastify: FastifyInstance, inContext: InEngageContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const view = { permission: C.distributionView }
  const audit = { permission: C.distributionAudit }
  const edit = { permission: C.distributionEdit }
  const front = { permission: SHOP_CODES.front }
  endpointRoute(app, ep.distributorPage, {
    config: view,
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => distributorPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.approve, {
    config: audit,
    handler: async (req) =>
      ok(req, await inContext(req, (c) => approveDistributor(c, req.body.id, req.body.level))),
  })
  endpointRoute(app, ep.refuse, {
    config: audit,
    handler: async (req) =>
      ok(req, await inContext(req, (c) => refuseDistributor(c, req.body.id, req.body.reason))),
  })
  endpointRoute(app, ep.rules, {
    config: view,
    handler: async (req) => ok(req, await inContext(req, (c) => ruleList(c))),
  })
  endpointRoute(app, ep.ruleSubmit, {
    config: edit,
    handler: async (req) => ok(req, await inContext(req, (c) => submitRule(c, req.body))),
  })
  endpointRoute(app, ep.ruleRemove, {
    config: edit,
    handler: async (req) => ok(req, await inContext(req, (c) => removeRules(c, req.query.ids.split(',')))),
  })
  endpointRoute(app, ep.ledger, {
    config: view,
    handler: async (req) => {
      const { current = 1, size = 10, distributorId } = req.query
      return ok(req, await inContext(req, (c) => ledgerPage(c, { current, size, distributorId })))
    },
  })
  endpointRoute(app, ep.withdrawalPage, {
    config: view,
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => withdrawalPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.withdrawalApprove, {
    config: audit,
    handler: async (req) => ok(req, await inContext(req, (c) => approveWithdrawal(c, req.query.id))),
  })
  endpointRoute(app, ep.withdrawalRefuse, {
    config: audit,
    handler: async (req) =>
      ok(req, await inContext(req, (c) => refuseWithdrawal(c, req.body.id, req.body.reason))),
  })
  endpointRoute(app, ep.stats, {
    config: view,
    handler: async (req) => ok(req, await inContext(req, (c) => distributionStats(c))),
  })
  endpointRoute(app, ep.frontApply, {
    config: front,
    handler: async (req) => ok(req, await inContext(req, (c) => applyDistributor(c, req.body.memberId))),
  })
  endpointRoute(app, ep.frontMine, {
    config: front,
    handler: async (req) =>
      ok(
        req,
        await inContext(req, async (c) => {
          const row = await distributorOfMember(c, req.query.memberId)
          return row ? named(c, row) : null
        }),
      ),
  })
  endpointRoute(app, ep.frontWithdraw, {
    config: front,
    handler: async (req) =>
      ok(req, await inContext(req, (c) => requestWithdrawal(c, req.body.memberId, req.body.amountFen))),
  })
}
