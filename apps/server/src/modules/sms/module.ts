import { defineModule } from '../../core/module'
import { smsApplication } from './menus'
import smsRoutes from './routes'

/** SMS codes, phone binding and the outbox. */
export const smsModule = defineModule({
  name: 'sms',
  dependsOn: ['auth'],
  routes: (app) => app.register(smsRoutes),
  applications: [smsApplication],
})
