import fp from 'fastify-plugin'
import { mfaGrant } from './grant'
import mfaRoutes from './routes'
import { MfaService } from './service'

/**
 * Two-factor sign-in (TOTP, RFC 6238): the sign-in hook that asks for a code, the `mfa` grant and
 * the routes. Wrapped by fastify-plugin so the hook lands on the app's own `login`.
 */
export const mfaPlugin = fp(
  async (app) => {
    const mfa = new MfaService(app.ids, app.login, app.config.jwtSecret)
    app.login.secondFactor = mfa.secondFactor
    app.grants.set('mfa', mfaGrant(mfa, app.login))
    await app.register(mfaRoutes, { mfa })
  },
  { name: 'mfa', dependencies: ['login'] },
)
