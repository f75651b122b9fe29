import { defineModule } from '../../core/module'
import { huikeCRMApplication } from './menus'
import { memberCountsPlugin } from './member-counts'
import crmRoutes from './routes'

/** The member CRM: shop assistants, tags, purchases and member history. */
export const crmModule = defineModule({
  name: 'crm',
  routes: async (app) => {
    // before insider's routes, which provide the member counts
    await app.register(memberCountsPlugin)
    await app.register(crmRoutes)
  },
  applications: [huikeCRMApplication],
})
