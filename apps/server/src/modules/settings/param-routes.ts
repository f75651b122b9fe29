import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq } from 'drizzle-orm'
import { Type } from 'typebox'
import { Envelope, LangParam, paramResource, permissionCodes } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok } from '../../core/envelope'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { errors, fieldLabelsOf } from '../../core/resource/route-kit'
import { param } from './schema'

const ValueQuery = Type.Object(
  { paramKey: Type.String({ minLength: 1, maxLength: 255 }), ...LangParam },
  { additionalProperties: false },
)

/** A parameter's value in the transaction's tenant, or null when the tenant has no such key. */
export async function paramValue(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.paramKey, key), eq(param.isDeleted, 0)))
  return row?.value ?? null
}

/** spec §7 System "params": the plain resource, and a value by key. */
export default async function paramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(paramResource, param as unknown as ResourceTable))

  app.get(
    `${paramResource.basePath}/value`,
    {
      config: { permission: permissionCodes(paramResource).view, fieldLabels: fieldLabelsOf(paramResource) },
      schema: {
        tags: [paramResource.name],
        summary: 'A parameter’s value by key; data null when the tenant has no such parameter',
        querystring: ValueQuery,
        response: { 200: Envelope(Type.Union([Type.String(), Type.Null()])), ...errors },
      },
    },
    async (req) =>
      ok(req, await app.db.withTenant(sessionOf(req), (tx) => paramValue(tx, req.query.paramKey))),
  )
}
