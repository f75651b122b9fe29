import { defineModule } from '../../core/module'
import { smsMarketingApplication } from './menus'
import smsMarketingRoutes from './routes'
import { seedSmsMarketing } from './seed'

/** SMS marketing (issue 29; docs/sms-marketing.md): companies, departments, templates, campaigns. */
export const smsMarketingModule = defineModule({
  name: 'sms-marketing',
  dependsOn: ['sms', 'crm', 'insider', 'tenant', 'user'],
  routes: (app) => app.register(smsMarketingRoutes),
  applications: [smsMarketingApplication],
  seedDemoTenant: ({ tx, ids }) => seedSmsMarketing(tx, ids),
})
