import type { FastifyInstance } from 'fastify'
import { wlfwItemResource } from '@store/contract'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { wlfwItem } from './schema'

/** The Logistics service area's routes: its records through the resource framework (page, detail, submit, remove). */
export default async function wlfwRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes(wlfwItemResource, wlfwItem as unknown as ResourceTable))
}
