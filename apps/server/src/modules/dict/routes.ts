import type { FastifyInstance } from 'fastify'
import { dictResource } from '@store/contract'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { dictExtraRoutes, dictRules } from './dict-routes'
import { dict } from './schema'

/** Dictionaries: the framework's page/list/detail/submit/remove with the dictionary's rules, and the rest. */
export async function dictRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes(dictResource, dict as unknown as ResourceTable, dictRules(app.ids)))
  await app.register(dictExtraRoutes)
}
