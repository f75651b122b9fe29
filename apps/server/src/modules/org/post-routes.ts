import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { asc, eq } from 'drizzle-orm'
import { Type } from 'typebox'
import { Envelope, Id, LangParam, permissionCodes, postResource } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { post } from './schema'
import { errors } from '../../core/resource/route-kit'

const codes = permissionCodes(postResource)

const PostOption = Type.Object(
  { id: Id, category: Type.Integer(), postCode: Type.String(), postName: Type.String() },
  { additionalProperties: false },
)

/** Posts (spec §7 System "post"): the resource's CRUD, and `select` for the user form. */
export default async function postRoutes(fastify: FastifyInstance) {
  await fastify.register(resourceRoutes(postResource, post as unknown as ResourceTable))
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    `${postResource.basePath}/select`,
    {
      config: { permission: [codes.view, 'user_add', 'user_edit'] },
      schema: {
        tags: [postResource.name],
        summary: 'Every post of the tenant, for choosing a user’s posts',
        querystring: Type.Object({ ...LangParam }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Array(PostOption)), ...errors },
      },
    },
    async (req) => {
      const rows = await app.db.withTenant(sessionOf(req), (tx) =>
        tx
          .select({ id: post.id, category: post.category, postCode: post.postCode, postName: post.postName })
          .from(post)
          .where(eq(post.isDeleted, 0))
          .orderBy(asc(post.sort), asc(post.id)),
      )
      return ok(req, rows)
    },
  )
}
