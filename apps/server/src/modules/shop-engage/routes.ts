import type { FastifyInstance } from 'fastify'
import { engageContext } from './context'
import { luckyDrawRoutes } from './draw-routes'

/** The engagement tools' routes under `/api/store-wxshop/` (docs/shop-marketing/shop-engage.md). */
export async function shopEngageRoutes(app: FastifyInstance) {
  const inContext = engageContext(app)
  luckyDrawRoutes(app, inContext)
}
