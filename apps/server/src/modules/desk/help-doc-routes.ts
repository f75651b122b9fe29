import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, LangParam, helpDocResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { ResourceService, type WriteRules } from '../../core/resource/service'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { assertUrl } from '../../core/resource/checks'
import { actorOf, errors, extraRecordSchema, fieldLabelsOf } from '../../core/resource/route-kit'
import { helpDoc } from './schema'

const MenuQuery = Type.Object(
  { menuCode: Type.String({ minLength: 1, maxLength: 128 }), ...LangParam },
  { additionalProperties: false },
)

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
  const record = extraRecordSchema(helpDocResource)

  app.get(
    `${helpDocResource.basePath}/list-by-menu`,
    {
      config: { permission: SIGNED_IN, fieldLabels: fieldLabelsOf(helpDocResource) },
      schema: {
        tags: [helpDocResource.name],
        summary: 'The help documents of a screen (its menu code), by sort',
        querystring: MenuQuery,
        response: { 200: Envelope(Type.Array(record)), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const docs = await app.db.withTenant(sessionOf(req), (tx) =>
        service.list(tx, { menuCode: req.query.menuCode }, actor),
      )
      return ok(req, docs)
    },
  )
}
