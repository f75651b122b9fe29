import { defineModule } from '../../core/module'
import { onPromotionPrices } from '../price'
import { onOrderRefunded } from '../shop'
import { runtimeOf } from './context'
import { livePromotionPrices } from './floor-check'
import { exchangeOrderRefunded } from './integral'
import { defineActivityJobs } from './jobs'
import { shopActivityRoutes } from './routes'
import { seedActivities } from './seed'

/** The shop's marketing activities (issue 26): group buy, bargain, seckill, integral shop. Menus: the shop's. */
export const shopActivityModule = defineModule({
  name: 'shop-activity',
  dependsOn: ['shop', 'ledger', 'price'],
  routes: async (app) => {
    defineActivityJobs(runtimeOf(app))
    const unplug = [onOrderRefunded(exchangeOrderRefunded), onPromotionPrices(livePromotionPrices)]
    app.addHook('onClose', async () => unplug.forEach((u) => u()))
    await app.register(shopActivityRoutes)
  },
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedActivities(tx, ids, tenant.tenantId, seeded.members),
})
