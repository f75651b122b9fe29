import { defineModule } from '../../core/module'
import { accountSecurity } from './account-security'
import { loginPlugin } from './grants'
import passwordRoutes from './password-routes'
import policyRoutes from './policy-routes'
import { revocationsPlugin } from './revocations'
import { endSessionsOfTenant } from './sessions'
import authRoutes from './routes'

/** Sign-in, tokens, sessions, password policy and password changes. */
export const authModule = defineModule({
  name: 'auth',
  dependsOn: ['tenant', 'user'],
  foundation: (app) => app.register(revocationsPlugin),
  routes: async (app) => {
    app.tenantLifecycle.onEnd(endSessionsOfTenant)
    app.accountSecurity.provide(accountSecurity)
    await app.register(loginPlugin)
    await app.register(policyRoutes)
    await app.register(authRoutes)
    await app.register(passwordRoutes)
  },
})
