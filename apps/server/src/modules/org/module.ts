import { defineModule } from '../../core/module'
import orgRoutes from './routes'
import { seedOrganisation } from './seed'

/** Departments, posts and who sits where. */
export const orgModule = defineModule({
  name: 'org',
  dependsOn: ['user'],
  routes: (app) => app.register(orgRoutes),
  seedDemoTenant: ({ tx, ids, tenant, catalogue }) =>
    seedOrganisation(tx, ids, tenant.tenantId, tenant.tenantFullName, catalogue),
})
