import { defineModule } from '../../core/module'
import { childChatbiApplication } from './menus'
import chatbiRoutes from './routes'

/** Chat-BI: questions answered from the tenant's data. */
export const chatbiModule = defineModule({
  name: 'chatbi',
  routes: (app) => app.register(chatbiRoutes),
  applications: [childChatbiApplication],
})
