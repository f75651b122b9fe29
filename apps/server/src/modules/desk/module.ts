import { defineModule } from '../../core/module'
import { deskApplication } from './menus'
import deskRoutes from './routes'

/** The workspace: favourites, often used functions, the login page and help documents. */
export const deskModule = defineModule({
  name: 'desk',
  routes: (app) => app.register(deskRoutes),
  applications: [deskApplication],
})
