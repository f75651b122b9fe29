import { Type } from 'typebox'
import { CHATBI_BASE } from '../chatbi-constants'
import { defineEndpoint } from '../endpoint'
import { ChatbiAnswer, ChatbiAskBody, ChatbiQuestion } from './chatbi'

const tags = ['chatbi']

/** Chat-BI (issue 5): questions in free text answered from a fixed set of prepared queries. */
export const chatbiEndpoints = {
  questions: defineEndpoint({
    method: 'GET',
    path: `${CHATBI_BASE}/question/list`,
    tags,
    summary:
      'The prepared questions chat-BI can answer, with their chart type and keywords in every language',
    reply: Type.Array(ChatbiQuestion),
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: `${CHATBI_BASE}/ask`,
    tags,
    summary:
      'Answer a free-text question with the prepared question it matches, as chart data over the tenant',
    body: ChatbiAskBody,
    reply: ChatbiAnswer,
  }),
}
