import { loginLogResource } from '@store/contract'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { loginLog } from './schema'

/** The sign-in log, read-only: page, list and detail under /api/blade-log/login. */
export const loginLogRoutes = resourceRoutes(loginLogResource, loginLog as unknown as ResourceTable)
