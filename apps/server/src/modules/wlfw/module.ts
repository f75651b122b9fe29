import { defineModule } from '../../core/module'
import { wlfwApplication } from './menus'
import wlfwRoutes from './routes'
import { seedWlfw } from './seed'

/** The logistics services area's server (docs/logistics-services.md): areas, rates, pickup points, tracking. */
export const wlfwModule = defineModule({
  name: 'wlfw',
  dependsOn: ['basicdata', 'tms'],
  routes: (app) => app.register(wlfwRoutes),
  applications: [wlfwApplication],
  seedDemoTenant: ({ tx, ids, catalogue, seeded }) => seedWlfw(tx, ids, catalogue, seeded.basicdata.shops),
})
