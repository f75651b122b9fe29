import { defineModule } from '../../core/module'
import { promotionApplication } from './menus'
import promotionRoutes from './routes'
import { seedPromotion } from './seed'

/** Promotions (issue 24; docs/promotion.md): the manager's lists, activities and their review, coupons, redemptions. */
export const promotionModule = defineModule({
  name: 'promotion',
  dependsOn: ['access', 'user', 'goods', 'crm', 'insider', 'workflow', 'price'],
  routes: (app) => app.register(promotionRoutes),
  applications: [promotionApplication],
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedPromotion(tx, ids, tenant.tenantId, seeded.goods),
})
