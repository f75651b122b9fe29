import { defineModule } from '../../core/module'
import { appsDirOf, microPlugin } from './plugin'

/** The sub-app registry, releases and gray release. */
export const microModule = defineModule({
  name: 'micro',
  routes: (app, config) => app.register(microPlugin, { appsDir: appsDirOf(config) }),
})
