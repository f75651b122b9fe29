import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { asc, eq } from 'drizzle-orm'
import { permissionCodes, postEndpoints, postResource } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { post } from './schema'

const codes = permissionCodes(postResource)

/** Posts (spec §7 System "post"): the resource's CRUD, and `select` for the user form. */
export default async function postRoutes(fastify: FastifyInstance) {
  await fastify.register(resourceRoutes(postResource, post as unknown as ResourceTable))
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, postEndpoints.select, {
    config: { permission: [codes.view, 'user_add', 'user_edit'] },
    handler: async (req) => {
      const rows = await app.db.withTenant(sessionOf(req), (tx) =>
        tx
          .select({ id: post.id, category: post.category, postCode: post.postCode, postName: post.postName })
          .from(post)
          .where(eq(post.isDeleted, 0))
          .orderBy(asc(post.sort), asc(post.id)),
      )
      return ok(req, rows)
    },
  })
}
