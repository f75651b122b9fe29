import { defineModule } from '../../core/module'
import { tmsApplication } from './menus'
import tmsRoutes from './routes'
import { seedTms } from './seed'

/** The transport (TMS) area's server (docs/supply-chain.md, TMS): carriers, shipments, tracking. */
export const tmsModule = defineModule({
  name: 'tms',
  dependsOn: ['wms'],
  routes: (app) => app.register(tmsRoutes),
  applications: [tmsApplication],
  seedDemoTenant: ({ tx, ids, seeded }) => seedTms(tx, ids, seeded.wmsShippedPick),
})
