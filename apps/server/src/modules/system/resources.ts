import { dictResource } from '@store/contract'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { dict } from './schema'

export const dictRoutes = resourceRoutes(dictResource, dict as unknown as ResourceTable)
