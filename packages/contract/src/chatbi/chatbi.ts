import { Type, type Static, type TSchema } from 'typebox'
import { CHATBI_QUESTION_MAX } from '../chatbi-constants'

/** The chat-BI API's schemas (issue 5): prepared questions over the tenant's own data, no external AI. */
export const ChartType = Type.Union([Type.Literal('bar'), Type.Literal('line'), Type.Literal('pie')])
export type ChartType = Static<typeof ChartType>

const Localized = <T extends TSchema>(value: T) =>
  Type.Object({ zh_CN: value, zh_HK: value, en: value }, { additionalProperties: false })

export const ChatbiQuestion = Type.Object(
  {
    id: Type.String({ description: 'the prepared question’s id, e.g. sign-ins-daily' }),
    text: Localized(Type.String()),
    chartType: ChartType,
    keywords: Localized(Type.Array(Type.String())),
  },
  { additionalProperties: false },
)
export type ChatbiQuestion = Static<typeof ChatbiQuestion>

export const ChatbiAskBody = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: CHATBI_QUESTION_MAX, description: 'free text' }),
  },
  { additionalProperties: false },
)
export type ChatbiAskBody = Static<typeof ChatbiAskBody>

/** One row of an answer: a category (a day, a department, a status …) and its count. */
export const ChatbiRow = Type.Object(
  { label: Type.String(), value: Type.Number() },
  { additionalProperties: false },
)
export type ChatbiRow = Static<typeof ChatbiRow>

/** The answer to a prepared question: rows in the order the chart draws them, and the columns' titles. */
export const ChatbiAnswer = Type.Object(
  {
    questionId: Type.String(),
    title: Type.String({ description: 'the prepared question in the caller’s language' }),
    chartType: ChartType,
    columns: Type.Object(
      { label: Type.String(), value: Type.String() },
      { additionalProperties: false, description: 'the titles of the category and the count' },
    ),
    rows: Type.Array(ChatbiRow),
  },
  { additionalProperties: false },
)
export type ChatbiAnswer = Static<typeof ChatbiAnswer>
