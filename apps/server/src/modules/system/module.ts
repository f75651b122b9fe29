import { defineModule } from '../../core/module'
import accessRoutes from './access-routes'
import { dictionariesPlugin } from './dictionaries'
import { PLATFORM_APPLICATIONS } from './menu-seed-data'
import { permissionSourcePlugin } from './permission-source'
import { PLANNED_APPLICATIONS } from './planned-areas'
import systemRoutes from './routes'
import { seedDictionaries, seedRoles, seedTopMenus } from './seed'
import tenantAdminRoutes from './tenant-admin-routes'
import { tenantDirectoryPlugin } from './tenant-directory'
import tenantRoutes from './tenant-routes'

declare module '../../core/module' {
  interface DemoSeeded {
    /** the demo tenant's role ids by alias */
    roles: Map<string, string>
  }
}

/** Menus, dictionaries, tenants, roles and grants: the platform's own administration. */
export const systemModule = defineModule({
  name: 'system',
  foundation: async (app) => {
    await app.register(tenantDirectoryPlugin)
    await app.register(permissionSourcePlugin)
    await app.register(dictionariesPlugin)
  },
  routes: async (app) => {
    await app.register(systemRoutes)
    await app.register(tenantRoutes)
    await app.register(accessRoutes)
    await app.register(tenantAdminRoutes)
  },
  applications: [...PLATFORM_APPLICATIONS, ...PLANNED_APPLICATIONS],
  seedDemoTenant: async ({ tx, ids, roles }) => {
    const roleIds = await seedRoles(tx, ids, roles)
    await seedDictionaries(tx, ids)
    await seedTopMenus(tx, ids)
    return { roles: roleIds }
  },
})
