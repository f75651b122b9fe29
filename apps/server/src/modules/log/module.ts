import { defineModule } from '../../core/module'
import { logApplication } from './menus'
import { logPlugin } from './routes'

/** API, error, client and operation logs and their retention. */
export const logModule = defineModule({
  name: 'log',
  routes: (app) => app.register(logPlugin),
  applications: [logApplication],
})
