import { defineModule } from '../../core/module'
import socialRoutes from './routes'

/** WeChat and enterprise WeChat sign-in and account bindings. */
export const socialModule = defineModule({
  name: 'social',
  dependsOn: ['auth'],
  routes: (app) => app.register(socialRoutes),
})
