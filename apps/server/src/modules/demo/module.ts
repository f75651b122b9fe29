import { defineModule } from '../../core/module'
import { childStoreDemoApplication } from './menus'
import demoRoutes from './routes'
import { seedDemoItems } from './seed'

/** The template area: the example an area team copies. */
export const demoModule = defineModule({
  name: 'demo',
  routes: (app) => app.register(demoRoutes),
  applications: [childStoreDemoApplication],
  seedDemoTenant: ({ tx, ids, catalogue }) => seedDemoItems(tx, ids, catalogue),
})
