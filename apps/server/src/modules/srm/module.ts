import { defineModule } from '../../core/module'
import { srmApplication } from './menus'
import srmRoutes from './routes'
import { seedSrm } from './seed'

/** The supplier collaboration (SRM) area's server (docs/srm.md): suppliers, purchase orders, the three-way match. */
export const srmModule = defineModule({
  name: 'srm',
  dependsOn: ['goods', 'wms'],
  routes: (app) => app.register(srmRoutes),
  applications: [srmApplication],
  seedDemoTenant: ({ tx, ids, seeded }) => seedSrm(tx, ids, seeded.goods),
})
