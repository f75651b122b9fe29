import { defineModule } from '../../core/module'
import { wlfwApplication } from './menus'
import wlfwRoutes from './routes'
import { seedWlfw } from './seed'

/** The Logistics service area's server (made by `pnpm new:area`; docs/wlfw.md says what it holds). */
export const wlfwModule = defineModule({
  name: 'wlfw',
  routes: (app) => app.register(wlfwRoutes),
  applications: [wlfwApplication],
  seedDemoTenant: ({ tx, ids }) => seedWlfw(tx, ids),
})
