import { defineModule } from '../../core/module'
import { menuCatalogPlugin } from './catalog-plugin'
import { PLATFORM_APPLICATIONS } from './menu-seed-data'
import { PLANNED_APPLICATIONS } from './planned-areas'
import menuCatalogRoutes from './routes'
import { seedTopMenus } from './seed'

/**
 * The menu catalog (platform data: applications, menus, buttons, tabs, HOVs) and each tenant's top menu
 * bar; the platform's own areas and the planned ones. What a session may see of it is the access module's.
 */
export const menuModule = defineModule({
  name: 'menu',
  // the menu screens read tenants' time zones and check coded fields against the dictionaries
  dependsOn: ['tenant', 'dict'],
  foundation: (app) => app.register(menuCatalogPlugin),
  routes: async (app) => {
    app.tenantLifecycle.onStart(({ tx, ids }) => seedTopMenus(tx, ids))
    await app.register(menuCatalogRoutes)
  },
  applications: [...PLATFORM_APPLICATIONS, ...PLANNED_APPLICATIONS],
  seedDemoTenant: ({ tx, ids }) => seedTopMenus(tx, ids),
})
