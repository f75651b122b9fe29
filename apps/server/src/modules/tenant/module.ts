import { defineModule } from '../../core/module'
import tenantAdminRoutes from './tenant-admin-routes'
import { tenantDirectoryPlugin } from './tenant-directory'
import tenantRoutes from './tenant-routes'

/** The tenant registry: the login page's look-ups and the platform's administration of tenants. */
export const tenantModule = defineModule({
  name: 'tenant',
  foundation: (app) => app.register(tenantDirectoryPlugin),
  routes: async (app) => {
    await app.register(tenantRoutes)
    await app.register(tenantAdminRoutes)
  },
})
