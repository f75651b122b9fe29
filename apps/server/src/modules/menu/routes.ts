import type { FastifyInstance } from 'fastify'
import applicationRoutes from './application-routes'
import menuAdminRoutes from './menu-admin-routes'
import topMenuRoutes from './top-menu-routes'

/** The menu catalog's screens: menus, the applications holding them, the tenant's top menu bar. */
export default async function menuCatalogRoutes(app: FastifyInstance) {
  await app.register(menuAdminRoutes)
  await app.register(applicationRoutes)
  await app.register(topMenuRoutes)
}
