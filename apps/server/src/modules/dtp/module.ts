import { defineModule } from '../../core/module'
import { dtpApplication } from './menus'
import dtpRoutes from './routes'
import { seedDtp } from './seed'

/** Pharmacy services (issue 27; docs/pharmacy.md): drugs, patients, prescriptions, dispensing, reviews. */
export const dtpModule = defineModule({
  name: 'dtp',
  dependsOn: ['goods', 'insider', 'user', 'access'],
  routes: (app) => app.register(dtpRoutes),
  applications: [dtpApplication],
  seedDemoTenant: ({ tx, ids, seeded }) => seedDtp(tx, ids, seeded),
})
