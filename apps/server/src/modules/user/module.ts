import { defineModule } from '../../core/module'
import userAdminRoutes from './admin-routes'
import { startAdministrator } from './first-administrator'
import selfRoutes from './self-routes'
import { seedUsers } from './seed'

/** Accounts: their administration and the signed-in user's own profile. */
export const userModule = defineModule({
  name: 'user',
  dependsOn: ['tenant', 'dict', 'access'],
  routes: async (app) => {
    app.tenantLifecycle.onStart(startAdministrator)
    await app.register(userAdminRoutes)
    await app.register(selfRoutes)
  },
  seedDemoTenant: ({ tx, ids, tenant, seeded }) =>
    seedUsers(
      tx,
      ids,
      tenant.users.map((u) => ({ ...u, roleIds: [seeded.roles.get(u.role)!] })),
    ),
})
