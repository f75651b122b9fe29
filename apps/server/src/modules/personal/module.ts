import { defineModule } from '../../core/module'
import securityRoutes from './security-routes'

/** The personal centre's views that join what several modules keep of the caller (its security overview). */
export const personalModule = defineModule({
  name: 'personal',
  dependsOn: ['auth', 'user', 'social', 'mfa'],
  routes: (app) => app.register(securityRoutes),
})
