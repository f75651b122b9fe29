import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { CHATBI_VIEW, chatbiEndpoints, type Locale } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { matchQuestion } from './matcher'
import { PREPARED_QUESTIONS } from './questions'

const fieldLabels: FieldLabels = { question: { zh_CN: '问题', zh_HK: '問題', en: 'Question' } }
const LIST_SEPARATOR: Record<Locale, string> = { zh_CN: '；', zh_HK: '；', en: '; ' }

/**
 * Chat-BI (issue 5): questions in free text answered from a fixed set of prepared queries over the
 * caller's tenant. No external AI is reachable, so a question that matches none is refused with the list.
 */
export default async function chatbiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, chatbiEndpoints.questions, {
    config: { permission: CHATBI_VIEW },
    handler: async (req) =>
      ok(
        req,
        PREPARED_QUESTIONS.map(({ id, text, chartType, keywords }) => ({ id, text, chartType, keywords })),
      ),
  })

  endpointRoute(app, chatbiEndpoints.ask, {
    config: { permission: CHATBI_VIEW, fieldLabels },
    handler: async (req) => {
      const question = matchQuestion(req.body.question, PREPARED_QUESTIONS)
      if (!question) {
        const questions = PREPARED_QUESTIONS.map((q) => q.text[req.locale]).join(LIST_SEPARATOR[req.locale])
        throw badRequest('chatbiUnanswerable', { questions })
      }
      const session = sessionOf(req)
      const timeZone = await app.tenants.timeZoneOf(session.tenantId)
      const rows = await app.db.withTenant(session, (tx) =>
        question.answer(tx, { timeZone, locale: req.locale, now: new Date() }),
      )
      return ok(req, {
        questionId: question.id,
        title: question.text[req.locale],
        chartType: question.chartType,
        columns: question.columns[req.locale],
        rows,
      })
    },
  })
}
