import type { FastifyInstance } from 'fastify'
import { promotionItemResource } from '@store/contract'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { promotionItem } from './schema'

/** The Promotions area's routes: its records through the resource framework (page, detail, submit, remove). */
export default async function promotionRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes(promotionItemResource, promotionItem as unknown as ResourceTable))
}
