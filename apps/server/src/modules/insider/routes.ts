import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, MemberBrandOption, memberBrandResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { errors, NoQuery } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { assertBrandAccess } from './brand-access'
import { insiderBrand } from './schema'
import { brandOptions, brandRules } from './service'

/** The member module's server (`/api/store-insider`): member brands for now. */
export default async function insiderRoutes(fastify: FastifyInstance) {
  await fastify.register(
    resourceRoutes(memberBrandResource, insiderBrand as unknown as ResourceTable, brandRules),
  )
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    `${memberBrandResource.basePath}/optionlist`,
    {
      // whoever may open a CRM or shop page, checked in the handler (see assertBrandAccess)
      config: { permission: SIGNED_IN },
      schema: {
        tags: [memberBrandResource.name],
        summary: 'The tenant’s enabled member brands in their sort order, for the shell’s brand chooser',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(MemberBrandOption)), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const snapshot = await app.menuCatalog.snapshot()
      return ok(
        req,
        await app.db.withTenant(session, async (tx) => {
          await assertBrandAccess(tx, session, snapshot)
          return brandOptions(tx)
        }),
      )
    },
  )
}
