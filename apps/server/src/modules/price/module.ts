import { PRICE_CHANGE_PROCESS } from '@store/contract'
import { defineModule } from '../../core/module'
import { onProcessEnd } from '../workflow'
import { definePriceJobs, scheduleNightly } from './jobs'
import { priceApplication } from './menus'
import { APPLY_JOB, onApprovalEnd } from './orders'
import priceRoutes from './routes'
import { seedPrice } from './seed'

/** The price centre (issue 28; docs/price-centre.md): lists, inquiry, change orders, anomalies, strategies. */
export const priceModule = defineModule({
  name: 'price',
  dependsOn: ['goods', 'basicdata', 'workflow', 'tenant', 'settings'],
  routes: async (app) => {
    definePriceJobs(app.jobs, app.db, app.ids)
    const stop = onProcessEnd(PRICE_CHANGE_PROCESS, (c, outcome) =>
      onApprovalEnd(c, outcome, (tx, payload, runAt) => app.jobs.enqueue(tx, APPLY_JOB, payload, 5, runAt)),
    )
    app.addHook('onReady', async () => scheduleNightly(app.jobs, app.db))
    app.addHook('onClose', async () => stop())
    await app.register(priceRoutes)
  },
  applications: [priceApplication],
  seedDemoTenant: ({ tx, ids, tenant, seeded }) => seedPrice({ tx, ids, tenantId: tenant.tenantId }, seeded),
})
