import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq } from 'drizzle-orm'
import { paramEndpoints, paramResource, permissionCodes } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import { fieldLabelsOf } from '../../core/resource/route-kit'
import { param } from './schema'

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

  endpointRoute(app, paramEndpoints.value, {
    config: { permission: permissionCodes(paramResource).view, fieldLabels: fieldLabelsOf(paramResource) },
    handler: async (req) =>
      ok(req, await app.db.withTenant(sessionOf(req), (tx) => paramValue(tx, req.query.paramKey))),
  })
}
