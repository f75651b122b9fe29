import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SHOP_CODES, SHOP_ENGAGE_CODES as C, quizEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InEngageContext } from './context'
import { quizPage, stopQuiz, submitQuiz } from './quiz-admin'
import { attemptPage, quizStats } from './quiz-attempts'
import { answerQuiz, frontQuiz } from './quiz-front'
import { quizDetail } from './quiz-read'

/** The quiz's calls: the configuration screen's and the shop front's (docs/shop-marketing/shop-engage.md). */
export function quizRoutes(fastify: FastifyInstance, inContext: InEngageContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  endpointRoute(app, ep.page, {
    config: { permission: C.quizView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => quizPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: C.quizView },
    handler: async (req) => ok(req, await inContext(req, (c) => quizDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: C.quizEdit },
    handler: async (req) => ok(req, await inContext(req, (c) => submitQuiz(c, req.body))),
  })
  endpointRoute(app, ep.stop, {
    config: { permission: C.quizStop },
    handler: async (req) => ok(req, await inContext(req, (c) => stopQuiz(c, req.query.id))),
  })
  endpointRoute(app, ep.attempts, {
    config: { permission: C.quizView },
    handler: async (req) => {
      const { current = 1, size = 10, lang: _lang, ...filter } = req.query
      return ok(req, await inContext(req, (c) => attemptPage(c, { current, size, ...filter })))
    },
  })
  endpointRoute(app, ep.stats, {
    config: { permission: C.quizView },
    handler: async (req) => ok(req, await inContext(req, (c) => quizStats(c, req.query.id))),
  })
  endpointRoute(app, ep.frontDetail, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) =>
      ok(req, await inContext(req, (c) => frontQuiz(c, req.query.quizId, req.query.memberId))),
  })
  endpointRoute(app, ep.frontAnswer, {
    config: { permission: SHOP_CODES.front },
    handler: async (req) => ok(req, await inContext(req, (c) => answerQuiz(c, req.body))),
  })
}
