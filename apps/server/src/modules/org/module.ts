import { defineModule } from '../../core/module'
import orgRoutes from './routes'
import { userOrganisation } from './user-organisation'
import { seedOrganisation } from './seed'

/** Departments, posts and who sits where. */
export const orgModule = defineModule({
  name: 'org',
  dependsOn: ['user'],
  routes: async (app) => {
    app.userOrganisation.provide(userOrganisation)
    await app.register(orgRoutes)
  },
  seedDemoTenant: ({ tx, ids, tenant, catalogue }) =>
    seedOrganisation(tx, ids, tenant.tenantId, tenant.tenantFullName, catalogue),
})
