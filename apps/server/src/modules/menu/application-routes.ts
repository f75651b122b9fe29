import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { applicationResource, endpointsOf } from '@store/contract'
import { emitAfterCommit } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { resourceKit } from '../../core/resource/resource-kit'
import { application, menu } from './schema'

/** Applications change the menu catalog (it holds them): the commit drops its cached copy. */
const applicationRules: WriteRules = {
  async beforeSave(tx) {
    emitAfterCommit(tx, 'access:menus-changed', { menuIds: [] })
  },
  async beforeRemove(tx, rows) {
    const ids = rows.map((r) => String(r.id))
    const [used] = await tx
      .select({ applicationId: menu.applicationId })
      .from(menu)
      .where(and(inArray(menu.applicationId, ids), eq(menu.isDeleted, 0)))
      .limit(1)
    if (used) {
      const name = rows.find((r) => r.id === used.applicationId)!.name
      throw badRequest('applicationInUse', { name: String(name) })
    }
    emitAfterCommit(tx, 'access:menus-changed', { menuIds: [] })
  },
}

/**
 * Applications of the left application bar (platform data: `application/list_v2`, `detail`,
 * `submit`, `GET remove`); their documents are the settings module's.
 */
export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const apps = resourceKit(app, applicationResource, application as unknown as ResourceTable, {
    rules: applicationRules,
    platform: true,
  })
  const appEndpoints = endpointsOf(applicationResource)
  apps.page(appEndpoints.page, { summary: 'Applications, one page' })
  apps.detail('detail')
  apps.submit('submit', { summary: 'Insert (no id) or update an application: platform administrators only' })
  apps.remove(appEndpoints.remove, {
    method: appEndpoints.removeMethod,
    summary: 'Remove applications without menus: platform administrators only',
  })
}
