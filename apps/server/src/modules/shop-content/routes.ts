import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_CONTENT_CODES as C, helpEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import {
  helpArticle,
  helpArticlePage,
  publishHelpArticle,
  removeHelpArticles,
  submitHelpArticle,
} from './articles'
import { helpCategories, removeHelpCategory, submitHelpCategory } from './categories'
import { contentContext } from './context'
import { frontHelpArticle, frontHelpList } from './front'

/** The help centre's calls under `/api/store-wxshop/` (docs/shop-marketing/shop-content.md). */
export async function shopContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const inContext = contentContext(fastify)
  endpointRoute(app, ep.categoryList, {
    config: { permission: C.helpView },
    handler: async (req) => ok(req, await inContext(req, (c) => helpCategories(c.tx))),
  })
  endpointRoute(app, ep.categorySubmit, {
    config: { permission: C.helpEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitHelpCategory(c, req.body))),
  })
  endpointRoute(app, ep.categoryRemove, {
    config: { permission: C.helpEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => removeHelpCategory(c, req.query.id))),
  })
  endpointRoute(app, ep.page, {
    config: { permission: C.helpView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => helpArticlePage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.helpView },
    handler: async (req) => ok(req, await inContext(req, (c) => helpArticle(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.helpEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitHelpArticle(c, req.body))),
  })
  endpointRoute(app, ep.publish, {
    config: { permission: C.helpPublish },
    handler: async (req) => ok(req, await inContext(req, (c) => publishHelpArticle(c, req.body))),
  })
  endpointRoute(app, ep.remove, {
    config: { permission: C.helpEdit },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => removeHelpArticles(c, req.query.ids.split(',')))),
  })
  endpointRoute(app, ep.frontList, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => {
      const { lang: _lang, ...q } = req.query
      return ok(req, await inContext(req, (c) => frontHelpList(c, q)))
    },
  })
  endpointRoute(app, ep.frontDetail, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => frontHelpArticle(c, req.query.id))),
  })
}
