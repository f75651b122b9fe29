import type { FastifyInstance } from 'fastify'
import { priceItemResource } from '@store/contract'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { priceItem } from './schema'

/** The Price centre area's routes: its records through the resource framework (page, detail, submit, remove). */
export default async function priceRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes(priceItemResource, priceItem as unknown as ResourceTable))
}
