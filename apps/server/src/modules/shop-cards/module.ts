import { defineModule } from '../../core/module'
import { defineCardsJobs, scheduleCardJobs } from './jobs'
import { shopCardsRoutes } from './routes'
import { plugCardsIntoShop } from './shop-ports'
import { seedShopCards } from './seed'

/**
 * The shop's cards tools (issue 26; docs/shop-marketing/shop-cards.md): entity coupons, gift cards and
 * paying membership. Their menus are in the shop's `shop_marketing` directory.
 */
export const shopCardsModule = defineModule({
  name: 'shop-cards',
  dependsOn: ['shop', 'tenant', 'insider'],
  routes: async (app) => {
    const runtime = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      timeZoneOf: (tenantId: string) => app.tenants.timeZoneOf(tenantId),
    }
    defineCardsJobs(runtime)
    const unplug = plugCardsIntoShop(app.ids)
    app.addHook('onReady', async () => scheduleCardJobs(runtime))
    app.addHook('onClose', async () => unplug())
    await app.register(shopCardsRoutes)
  },
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedShopCards(tx, ids, tenant.tenantId, seeded.members),
})
