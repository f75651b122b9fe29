import { defineModule } from '../../core/module'
import { accountSecurityPlugin } from './account-security'
import { userOrganisationPlugin } from './organisation'
import userAdminRoutes from './admin-routes'
import { startAdministrator } from './first-administrator'
import selfRoutes from './self-routes'
import { seedUsers } from './seed'

/** Accounts: their administration and the signed-in user's own profile. */
export const userModule = defineModule({
  name: 'user',
  dependsOn: ['tenant', 'dict', 'access'],
  routes: async (app) => {
    // before auth's and org's routes, which provide them
    await app.register(accountSecurityPlugin)
    await app.register(userOrganisationPlugin)
    app.tenantLifecycle.onStart((tenant) =>
      startAdministrator(tenant, app.accountSecurity, app.userOrganisation),
    )
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
