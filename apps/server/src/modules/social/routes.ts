import type { FastifyInstance } from 'fastify'
import bindingRoutes from './binding-routes'
import entryModeRoutes from './entry-mode-routes'
import { registerSocialGrants } from './grants'
import infoRoutes from './info-routes'
import { providersFrom } from './provider'
import qrRoutes from './qr-routes'

/**
 * WeChat and enterprise WeChat: the login page's QR and identity look-ups, their grants, the user's
 * bindings, and the tenant's sign-in modes. A provider without configuration is off (docs/wechat.md).
 */
export default async function socialRoutes(app: FastifyInstance) {
  const providers = providersFrom(app.config)
  registerSocialGrants(app, providers)
  await app.register(infoRoutes, { providers })
  await app.register(bindingRoutes, { providers })
  await app.register(entryModeRoutes, { providers })
  await app.register(qrRoutes)
}
