import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES as C, shopGoodsEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { categories, goodsPage, removeGoods, setShelf, submitGoods } from './goods-service'
import type { InContext } from './request-context'

const idsOf = (list: string) => list.split(',')

/** Goods on sale: drawn from master data, with the shop's price, stock and shelf. */
export function goodsRoutes(fastify: FastifyInstance, inContext: InContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.goodsView },
    handler: async (req) => {
      const { current = 1, size = 10, keyword, category, onShelf } = req.query
      return ok(
        req,
        await inContext(req, (c) => goodsPage(c.tx, { current, size, keyword, category, onShelf })),
      )
    },
  })
  endpointRoute(app, ep.categories, {
    config: { permission: C.goodsView },
    handler: async (req) => ok(req, await inContext(req, (c) => categories(c.tx))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.goodsEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitGoods(c, req.body))),
  })
  endpointRoute(app, ep.shelf, {
    config: { permission: C.goodsEdit },
    handler: async (req) => {
      await inContext(req, (c) => setShelf(c, idsOf(req.query.ids), req.query.onShelf))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.remove, {
    config: { permission: C.goodsRemove },
    handler: async (req) => {
      await inContext(req, (c) => removeGoods(c, idsOf(req.query.ids)))
      return ok(req, true)
    },
  })
}
