import type { FastifyInstance } from 'fastify'
import { cardsContext } from './context'
import { entityCouponRoutes } from './entity-coupon-routes'
import { giftCardRoutes } from './gift-card-routes'
import { payingMemberRoutes } from './paying-member-routes'

/** The cards tools' routes under `/api/store-wxshop/marketing/` (docs/shop-marketing/shop-cards.md). */
export async function shopCardsRoutes(app: FastifyInstance) {
  const inCards = cardsContext(app)
  entityCouponRoutes(app, inCards)
  giftCardRoutes(app, inCards)
  payingMemberRoutes(app, inCards)
}
