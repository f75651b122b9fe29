import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CARDS_CODES as C, SHOP_CODES, giftCardEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { payWithCard, refundToCard, transferCard } from './card-payments'
import { entryPage, giftCardStats } from './card-reports'
import { stopType, submitType, typePage } from './card-types'
import { activateCard, cardPage, memberCards, sellCards } from './cards'
import type { InCards } from './context'

/** Gift cards: the card types, sale, ledger and statistics screens' calls and the shop front's. */
export function giftCardRoutes(fastify: FastifyInstance, inCards: InCards) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.typePage, {
    config: { permission: C.giftCardView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => typePage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.typeSubmit, {
    config: { permission: C.giftCardEdit },
    handler: async (req) => ok(req, await inCards(req, (c) => submitType(c, req.body))),
  })
  endpointRoute(app, ep.typeStop, {
    config: { permission: C.giftCardStop },
    handler: async (req) => ok(req, await inCards(req, (c) => stopType(c, req.query.id))),
  })
  endpointRoute(app, ep.sell, {
    config: { permission: C.giftCardEdit },
    handler: async (req) => ok(req, await inCards(req, (c) => sellCards(c, req.body))),
  })
  endpointRoute(app, ep.cardPage, {
    config: { permission: C.giftCardView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => cardPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.entryPage, {
    config: { permission: C.giftCardView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inCards(req, (c) => entryPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.refund, {
    config: { permission: C.giftCardRefund },
    handler: async (req) => ok(req, await inCards(req, (c) => refundToCard(c, req.body))),
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.giftCardView },
    handler: async (req) => ok(req, await inCards(req, (c) => giftCardStats(c))),
  })
  endpointRoute(app, ep.frontActivate, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => activateCard(c, req.body))),
  })
  endpointRoute(app, ep.frontCards, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => memberCards(c, req.query.memberId))),
  })
  endpointRoute(app, ep.frontPay, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => payWithCard(c, req.body))),
  })
  endpointRoute(app, ep.frontTransfer, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inCards(req, (c) => transferCard(c, req.body))),
  })
}
