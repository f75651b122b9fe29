import { defineModule } from '../../core/module'
import { wmsApplication } from './menus'
import wmsRoutes from './routes'
import { seedWms } from './seed'

declare module '../../core/module' {
  interface DemoSeeded {
    /** a pick list the demo tenant's warehouse has shipped: the transport area's demo carries it */
    wmsShippedPick?: string
  }
}

/** The warehouse (WMS) area's server (docs/supply-chain.md, WMS): bins, lots, stock and its ledger. */
export const wmsModule = defineModule({
  name: 'wms',
  dependsOn: ['goods'],
  routes: (app) => app.register(wmsRoutes),
  applications: [wmsApplication],
  seedDemoTenant: ({ tx, ids, seeded }) => seedWms({ tx, ids, userId: null, locale: 'zh_CN' }, seeded.goods),
})
