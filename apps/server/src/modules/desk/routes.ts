import type { FastifyInstance } from 'fastify'
import favoriteRoutes from './favorite-routes'
import helpDocRoutes from './help-doc-routes'
import oftenRoutes from './often-routes'

/** The desk (spec §7 "Desk"): favourites, personal login page, often-used functions, help documents. */
export default async function deskRoutes(app: FastifyInstance) {
  await app.register(favoriteRoutes)
  await app.register(oftenRoutes)
  await app.register(helpDocRoutes)
}
