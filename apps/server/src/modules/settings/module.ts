import { defineModule } from '../../core/module'
import { operationApplication } from './menus'
import { settingsPlugin } from './plugin'
import { seedDemoTenantSettings, seedPlatformSettings, seedTenantSettings } from './seed'

/** Parameters, serial numbers, versions, personal settings, excel templates and application grants. */
export const settingsModule = defineModule({
  name: 'settings',
  dependsOn: ['tenant', 'menu'],
  routes: async (app) => {
    app.tenantLifecycle.onStart(({ tx, ids, tenantId }) => seedTenantSettings(tx, ids, tenantId))
    await app.register(settingsPlugin)
  },
  applications: [operationApplication],
  seedPlatform: ({ tx, ids }) => seedPlatformSettings(tx, ids),
  seedDemoTenant: ({ tx, ids, tenant }) => seedDemoTenantSettings(tx, ids, tenant.tenantId),
})
