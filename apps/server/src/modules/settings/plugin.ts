import fp from 'fastify-plugin'
import applicationRoutes from './application-routes'
import codeKeyRoutes from './code-key-routes'
import excelTemplateRoutes from './excel-template-routes'
import keymapRoutes from './keymap-routes'
import paramRoutes from './param-routes'
import personalizeRoutes from './personalize-routes'
import printPlanRoutes from './print-plan-routes'
import roleSourceRecordRoutes from './role-source-records'
import { SerialNumbers } from './serials'
import settingRoutes from './setting-routes'
import tenantAppRoutes from './tenant-app-routes'
import versionRoutes from './version-routes'

/**
 * System settings (docs/system-settings.md): params, serial numbers (and `app.serials` for every
 * module), versions, watermark and logo, shortcut keys, page personalisation, print plans, excel
 * templates, applications, tenant apps and their records, the grant history.
 */
export const settingsPlugin = fp(
  async (app) => {
    app.decorate('serials', new SerialNumbers(app.tenants))
    for (const routes of [
      paramRoutes,
      codeKeyRoutes,
      versionRoutes,
      settingRoutes,
      keymapRoutes,
      personalizeRoutes,
      printPlanRoutes,
      excelTemplateRoutes,
      applicationRoutes,
      tenantAppRoutes,
      roleSourceRecordRoutes,
    ]) {
      await app.register(routes)
    }
  },
  { name: 'settings', dependencies: ['db', 'tenants', 'dictionaries'] },
)
