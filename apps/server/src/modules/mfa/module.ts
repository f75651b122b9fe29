import { defineModule } from '../../core/module'
import { mfaPlugin } from './plugin'

/** The second sign-in factor (TOTP and recovery codes). */
export const mfaModule = defineModule({
  name: 'mfa',
  dependsOn: ['auth'],
  routes: (app) => app.register(mfaPlugin),
})
