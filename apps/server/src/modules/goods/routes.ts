import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  extendStandardResource,
  goodsBrandResource,
  goodsClassResource,
  goodsEndpoints,
  goodsFactoryResource,
  goodsResource,
  permissionCodes,
  type ResourceDef,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { masterRules } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { ResourceService, type WriteRules } from '../../core/resource/service'
import { classTree, goodsClassRules } from './class-tree'
import { goodsBrand, goodsClass, goodsExtendStandard, goodsFactory, goodsItem } from './schema'
import { goodsByCodes, goodsRules } from './service'
import { usedByGoodsRules } from './usage'

const MASTERS: [ResourceDef, unknown, WriteRules?][] = [
  [goodsBrandResource, goodsBrand, usedByGoodsRules(goodsBrandResource, 'brandId')],
  [goodsFactoryResource, goodsFactory, usedByGoodsRules(goodsFactoryResource, 'factoryId')],
  [extendStandardResource, goodsExtendStandard],
  [goodsClassResource, goodsClass, usedByGoodsRules(goodsClassResource, 'classId', goodsClassRules)],
]

/**
 * The goods server (`/api/store-goods`): brands, manufacturers, extended specifications, the goods
 * classification with its tree, and goods with their look-up by code.
 */
export default async function goodsRoutes(fastify: FastifyInstance) {
  for (const [def, table, own] of MASTERS) {
    const t = table as ResourceTable
    await fastify.register(resourceRoutes(def, t, masterRules(def, t, own)))
  }
  const goodsTable = goodsItem as unknown as ResourceTable
  await fastify.register(resourceRoutes(goodsResource, goodsTable, goodsRules))

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = (def: ResourceDef, table: unknown) =>
    new ResourceService(def, table as ResourceTable, app.ids, app.dictionaries, app.dataScopes)
  const classes = service(goodsClassResource, goodsClass)
  const goods = service(goodsResource, goodsTable)

  endpointRoute(app, goodsEndpoints.classTree, {
    config: { permission: permissionCodes(goodsClassResource).view },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const records = await app.db.withTenant(sessionOf(req), (tx) => classes.list(tx, {}, actor))
      return ok(req, classTree(records))
    },
  })

  endpointRoute(app, goodsEndpoints.batchByCode, {
    config: { permission: permissionCodes(goodsResource).view },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const found = await app.db.withTenant(sessionOf(req), (tx) => goodsByCodes(tx, goods, req.body, actor))
      return ok(req, found)
    },
  })
}
