import { defineModule } from '../../core/module'
import { shopContentRoutes } from './routes'
import { seedShopContent } from './seed'

/**
 * The shop front's content (issue 26 item 11; docs/shop-marketing/shop-content.md): the help centre's
 * categories and articles. Its menu is the shop's (`shop_help` in the shop module's menus).
 */
export const shopContentModule = defineModule({
  name: 'shop-content',
  dependsOn: ['shop'],
  routes: (app) => app.register(shopContentRoutes),
  seedDemoTenant: ({ tx, ids, tenant }) => seedShopContent(tx, ids, tenant.tenantId),
})
