import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq } from 'drizzle-orm'
import { excelTemplateEndpoints, excelTemplateResource } from '@store/contract'
import { SIGNED_IN } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { assertJson, assertUrl } from '../../core/resource/checks'
import { actorOf } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import { excelTemplate } from './schema'

const fields = excelTemplateResource.fields
const rules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    assertUrl(row.templateUrl, fields.templateUrl!.label, actor.locale)
    assertJson(row.columns, fields.columns!.label, actor.locale)
  },
}

/** spec §7 System "exceltemplate": list, save-update, GET delete (id), get-by-functionCode (and detail). */
export default async function excelTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const kit = resourceKit(app, excelTemplateResource, excelTemplate as unknown as ResourceTable, { rules })
  kit.page('list', { summary: 'Excel templates, one page' })
  kit.detail('detail')
  kit.submit('save-update')
  kit.remove('delete', { method: 'GET', param: 'id' })

  endpointRoute(app, excelTemplateEndpoints.byFunctionCode, {
    config: { permission: SIGNED_IN, fieldLabels: kit.fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const found = await kit.read(req, async (tx) => {
        const [row] = await tx
          .select({ id: excelTemplate.id })
          .from(excelTemplate)
          .where(and(eq(excelTemplate.functionCode, req.query.functionCode), eq(excelTemplate.isDeleted, 0)))
        return row ? kit.service.detail(tx, row.id, actor) : null
      })
      return ok(req, found)
    },
  })
}
