import { defineModule } from '../../core/module'
import { priceApplication } from './menus'
import priceRoutes from './routes'
import { seedPrice } from './seed'

/** The Price centre area's server (made by `pnpm new:area`; docs/price.md says what it holds). */
export const priceModule = defineModule({
  name: 'price',
  routes: (app) => app.register(priceRoutes),
  applications: [priceApplication],
  seedDemoTenant: ({ tx, ids }) => seedPrice(tx, ids),
})
