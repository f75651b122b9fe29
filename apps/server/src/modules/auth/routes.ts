import type { FastifyInstance } from 'fastify'
import { loginLogRoutes } from './login-log-routes'
import tokenRoutes from './token-routes'

/** The auth module's routes (spec §7 Auth). */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(tokenRoutes)
  await app.register(loginLogRoutes)
}
