import { defineModule } from '../../core/module'
import { defineShopJobs, scheduleAutoComplete } from './jobs'
import { shopApplication } from './menus'
import { fakeGateway } from './payment'
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
      payments: fakeGateway,
      timeZoneOf: (tenantId: string) => app.tenants.timeZoneOf(tenantId),
    }
    defineShopJobs(runtime)
    app.addHook('onReady', async () => scheduleAutoComplete(runtime))
    await app.register(shopRoutes(fakeGateway))
  },
  applications: [shopApplication],
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedShop(tx, ids, tenant.tenantId, seeded.goods),
})
