import type { FastifyInstance } from 'fastify'
import deptRoutes from './dept-routes'
import postRoutes from './post-routes'

/** The organisation module's routes: departments and posts (spec §7 System). */
export default async function orgRoutes(app: FastifyInstance) {
  await app.register(deptRoutes)
  await app.register(postRoutes)
}
