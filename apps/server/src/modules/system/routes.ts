import type { FastifyInstance } from 'fastify'
import { dictRoutes } from './resources'

/** The system module's routes (spec §7 System). */
export default async function systemRoutes(app: FastifyInstance) {
  await app.register(dictRoutes)
}
