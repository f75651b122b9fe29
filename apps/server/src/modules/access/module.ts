import { defineModule } from '../../core/module'
import { permissionSourcePlugin } from './permission-source'
import accessRoutes from './routes'
import { seedRoles } from './seed'

declare module '../../core/module' {
  interface DemoSeeded {
    /** the demo tenant's role ids by alias */
    roles: Map<string, string>
  }
}

/** Roles and their grants of menus, data scopes and API scopes: what a session may see and do. */
export const accessModule = defineModule({
  name: 'access',
  // grants are grants of the catalog's menus (its decoration, its seeded buttons)
  dependsOn: ['menu'],
  foundation: (app) => app.register(permissionSourcePlugin),
  routes: (app) => app.register(accessRoutes),
  seedDemoTenant: async ({ tx, ids, roles }) => ({ roles: await seedRoles(tx, ids, roles) }),
})
