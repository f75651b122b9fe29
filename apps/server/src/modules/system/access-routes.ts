import type { FastifyInstance } from 'fastify'
import applicationRoutes from './application-routes'
import grantRoutes from './grant-routes'
import menuAdminRoutes from './menu-admin-routes'
import menuRoutes from './menu-routes'
import roleRoutes from './role-routes'
import scopeRoutes from './scope-routes'
import topMenuRoutes from './top-menu-routes'

/**
 * Access control (docs/access-control.md): menus and the applications holding them, top menus, roles
 * and their grants, data and API scopes.
 */
export default async function accessRoutes(app: FastifyInstance) {
  await app.register(menuRoutes)
  await app.register(menuAdminRoutes)
  await app.register(applicationRoutes)
  await app.register(topMenuRoutes)
  await app.register(roleRoutes)
  await app.register(grantRoutes)
  await app.register(scopeRoutes)
}
