import type { FastifyInstance } from 'fastify'
import { afterSaleRoutes } from './after-sale-routes'
import { goodsRoutes } from './goods-routes'
import { orderRoutes } from './order-routes'
import type { PaymentGateway } from './payment'
import { requestContext } from './request-context'
import { settingsRoutes } from './settings-routes'

/** The shop's routes under `/api/store-wxshop/` (docs/shop.md). */
export const shopRoutes = (payments: PaymentGateway) =>
  async function shopRoutesPlugin(app: FastifyInstance) {
    const inContext = requestContext(app, payments)
    settingsRoutes(app, inContext)
    goodsRoutes(app, inContext)
    orderRoutes(app, inContext)
    afterSaleRoutes(app, inContext)
  }
