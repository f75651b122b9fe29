import type { FastifyInstance } from 'fastify'
import bindPhoneRoutes from './bind-phone-routes'
import { SmsCodes } from './codes'
import codeRoutes from './code-routes'
import { registerSmsGrant } from './grant'
import outboxRoutes from './outbox-routes'
import { OutboxSmsProvider } from './provider'
import resetPasswordRoute from './reset-password-route'

/**
 * The SMS module: codes, the `sms` grant, the password reset by ticket, phone binding and the outbox. The provider is the outbox
 * one; a gateway adapter (docs/sms.md) replaces it here.
 */
export default async function smsRoutes(app: FastifyInstance) {
  const codes = new SmsCodes(app.ids, new OutboxSmsProvider(app.ids), app.config.jwtSecret)
  registerSmsGrant(app, codes)
  await app.register(codeRoutes, { codes })
  await app.register(bindPhoneRoutes, { codes })
  await app.register(outboxRoutes)
  await app.register(resetPasswordRoute)
}
