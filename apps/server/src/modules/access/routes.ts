import type { FastifyInstance } from 'fastify'
import grantRoutes from './grant-routes'
import roleRoutes from './role-routes'
import scopeRoutes from './scope-routes'
import sessionMenuRoutes from './session-menu-routes'
import topMenuUserRoutes from './top-menu-user-routes'

/**
 * Access control (docs/access-control.md): roles and their grants, data and API scopes, and what the
 * signed-in user holds of the menu catalog.
 */
export default async function accessRoutes(app: FastifyInstance) {
  await app.register(sessionMenuRoutes)
  await app.register(topMenuUserRoutes)
  await app.register(roleRoutes)
  await app.register(grantRoutes)
  await app.register(scopeRoutes)
}
