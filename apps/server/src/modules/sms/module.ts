import { defineModule } from '../../core/module'
import smsRoutes from './routes'

/** SMS codes, phone binding and the outbox (its screen is the SMS marketing area's, /sms/outbox). */
export const smsModule = defineModule({
  name: 'sms',
  dependsOn: ['auth'],
  routes: (app) => app.register(smsRoutes),
})
