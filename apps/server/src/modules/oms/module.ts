import { defineModule } from '../../core/module'
import { omsApplication } from './menus'
import omsRoutes from './routes'
import { seedOms } from './seed'

/**
 * The order management (OMS) area's server (docs/supply-chain.md, OMS): orders of every channel,
 * routing to WMS warehouses, split, merge, hold and release.
 */
export const omsModule = defineModule({
  name: 'oms',
  dependsOn: ['goods', 'shop', 'wms', 'tms'],
  routes: (app) => app.register(omsRoutes),
  applications: [omsApplication],
  seedDemoTenant: ({ tx, ids, seeded }) => seedOms({ tx, ids, userId: null, locale: 'zh_CN' }, seeded.goods),
})
