import { defineModule } from '../../core/module'
import ssoRoutes from './routes'

/** The single sign-on server (spec §1). */
export const ssoModule = defineModule({
  name: 'sso',
  dependsOn: ['auth'],
  routes: (app) => app.register(ssoRoutes),
})
