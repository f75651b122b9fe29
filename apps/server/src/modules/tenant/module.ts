import { defineModule } from '../../core/module'
import { tenantLifecyclePlugin } from './lifecycle'
import tenantAdminRoutes from './tenant-admin-routes'
import { tenantDirectoryPlugin } from './tenant-directory'
import tenantRoutes from './tenant-routes'

/** The tenant registry: the login page's look-ups and the platform's administration of tenants. */
export const tenantModule = defineModule({
  name: 'tenant',
  foundation: async (app) => {
    await app.register(tenantDirectoryPlugin)
    // before the modules' routes, which add to it what a new tenant starts with
    await app.register(tenantLifecyclePlugin)
  },
  routes: async (app) => {
    await app.register(tenantRoutes)
    await app.register(tenantAdminRoutes)
  },
})
