import { defineModule } from '../../core/module'
import { shopEngageRoutes } from './routes'
import { seedShopEngage } from './seed'

/**
 * The shop's engagement tools (issue 26; docs/shop-marketing/shop-engage.md): lucky draw, the distribution centre, vote, quiz and browse-to-earn. Their menus are
 * the shop's (`shop_marketing` in the shop module's menus).
 */
export const shopEngageModule = defineModule({
  name: 'shop-engage',
  dependsOn: ['shop', 'ledger', 'insider', 'promotion'],
  routes: (app) => app.register(shopEngageRoutes),
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedShopEngage(tx, ids, tenant.tenantId, seeded.members),
})
