import type { FastifyInstance } from 'fastify'
import { onOrderMoney } from '../shop'
import { browseRoutes } from './browse-routes'
import { commissionListener } from './commission-orders'
import { engageContext } from './context'
import { distributionRoutes } from './distribution-routes'
import { luckyDrawRoutes } from './draw-routes'
import { defineEngageJobs } from './jobs'
import { quizRoutes } from './quiz-routes'
import { voteRoutes } from './vote-routes'

/**
 * The engagement tools' routes under `/api/store-wxshop/` (docs/shop-marketing/shop-engage.md), and the
 * distribution centre's ear on the shop's order money (unplugged when the server closes).
 */
export async function shopEngageRoutes(app: FastifyInstance) {
  const inContext = engageContext(app)
  luckyDrawRoutes(app, inContext)
  distributionRoutes(app, inContext)
  voteRoutes(app, inContext)
  quizRoutes(app, inContext)
  browseRoutes(app, inContext)
  const unplug = onOrderMoney(commissionListener(defineEngageJobs(app)))
  app.addHook('onClose', async () => unplug())
}
