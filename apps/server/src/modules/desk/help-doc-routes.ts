import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { helpDocEndpoints, helpDocResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { ResourceService, type WriteRules } from '../../core/resource/service'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { assertUrl } from '../../core/resource/checks'
import { actorOf, fieldLabelsOf } from '../../core/resource/route-kit'
import { helpDoc } from './schema'

const rules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    assertUrl(row.docUrl, helpDocResource.fields.docUrl!.label, actor.locale)
  },
}

/** Help documents: the plain resource, and a screen's documents for its help button. */
export default async function helpDocRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const table = helpDoc as unknown as ResourceTable
  await app.register(resourceRoutes(helpDocResource, table, rules))
  const service = new ResourceService(helpDocResource, table, app.ids, app.dictionaries)

  endpointRoute(app, helpDocEndpoints.listByMenu, {
    config: { permission: SIGNED_IN, fieldLabels: fieldLabelsOf(helpDocResource) },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const docs = await app.db.withTenant(sessionOf(req), (tx) =>
        service.list(tx, { menuCode: req.query.menuCode }, actor),
      )
      return ok(req, docs)
    },
  })
}
