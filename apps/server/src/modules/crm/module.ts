import { defineModule } from '../../core/module'
import { huikeCRMApplication } from './menus'
import crmRoutes from './routes'

/** The member CRM: shop assistants, tags, purchases and member history. */
export const crmModule = defineModule({
  name: 'crm',
  routes: (app) => app.register(crmRoutes),
  applications: [huikeCRMApplication],
})
