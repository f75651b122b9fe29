import type { FastifyInstance } from 'fastify'
import bindingRoutes from './binding-routes'
import entryModeRoutes from './entry-mode-routes'
import { registerSocialGrants } from './grants'
import infoRoutes from './info-routes'
import { providersFrom } from './provider'

/**
 * WeChat and enterprise WeChat: identity look-ups for the login page, their grants, the user's
 * bindings, and the tenant's sign-in modes. A provider without configuration is off (docs/wechat.md).
 */
export default async function socialRoutes(app: FastifyInstance) {
  const providers = providersFrom(app.config)
  registerSocialGrants(app, providers)
  await app.register(infoRoutes, { providers })
  await app.register(bindingRoutes, { providers })
  await app.register(entryModeRoutes, { providers })
}
