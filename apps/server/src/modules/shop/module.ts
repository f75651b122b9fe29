import { defineModule } from '../../core/module'
import { defineShopJobs, scheduleAutoComplete } from './jobs'
import { shopApplication } from './menus'
import { shopPayments } from './activity-port'
import { shopRoutes } from './routes'
import { seedShop } from './seed'

/** The e-commerce shop (issue 25; docs/shop.md): settings, goods on sale, orders, order alerts. */
export const shopModule = defineModule({
  name: 'shop',
  dependsOn: ['goods', 'promotion', 'access', 'user', 'tenant'],
  routes: async (app) => {
    const runtime = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: shopPayments,
      timeZoneOf: (tenantId: string) => app.tenants.timeZoneOf(tenantId),
    }
    defineShopJobs(runtime)
    app.addHook('onReady', async () => scheduleAutoComplete(runtime))
    await app.register(shopRoutes(shopPayments))
  },
  applications: [shopApplication],
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedShop(tx, ids, tenant.tenantId, seeded.goods),
})
