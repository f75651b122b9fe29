import { defineModule } from '../../core/module'
import { promotionApplication } from './menus'
import promotionRoutes from './routes'
import { seedPromotion } from './seed'

/** The Promotions area's server (made by `pnpm new:area`; docs/promotion.md says what it holds). */
export const promotionModule = defineModule({
  name: 'promotion',
  routes: (app) => app.register(promotionRoutes),
  applications: [promotionApplication],
  seedDemoTenant: ({ tx, ids }) => seedPromotion(tx, ids),
})
