import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { DRAW_STATUSES } from './constants'

const tags = ['shop-engage']
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })

/** A single-choice question as staff set it: `answer` is the index of the right option. */
export const QuizQuestionInput = Type.Object(
  {
    title: Text(255),
    options: Type.Array(Text(64), { minItems: 2, maxItems: 8 }),
    answer: Type.Integer({ minimum: 0, maximum: 7 }),
    score: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
)
export type QuizQuestionInput = Static<typeof QuizQuestionInput>

export const QuizQuestion = Type.Object({ id: Id, ...QuizQuestionInput.properties })
export type QuizQuestion = Static<typeof QuizQuestion>

export const Quiz = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  passScore: Type.Integer(),
  /** points credited to a member whose attempt reaches the pass mark */
  rewardPoints: Type.Integer(),
  attempts: Type.Integer(),
  createTime: Type.String(),
})
export type Quiz = Static<typeof Quiz>

export const QuizDetail = Type.Object({ ...Quiz.properties, questions: Type.Array(QuizQuestion) })
export type QuizDetail = Static<typeof QuizDetail>

export const QuizInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(64),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    startTime: DateTime,
    endTime: DateTime,
    passScore: Type.Integer({ minimum: 1, maximum: 100_000 }),
    rewardPoints: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    questions: Type.Array(QuizQuestionInput, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type QuizInput = Static<typeof QuizInput>

/** One attempt as the server scored it. */
export const QuizAttempt = Type.Object({
  id: Id,
  quizId: Id,
  memberId: Id,
  /** the tenant's day it counts in (one attempt a day) */
  day: Type.String(),
  answers: Type.Array(Type.Integer()),
  score: Type.Integer(),
  passed: Type.Boolean(),
  rewardPoints: Type.Integer(),
  createTime: Type.String(),
})
export type QuizAttempt = Static<typeof QuizAttempt>

export const QuizStats = Type.Object({
  attempts: Type.Integer(),
  members: Type.Integer(),
  passed: Type.Integer(),
  /** passed ÷ attempts in basis points (10,000 = all), rounded down */
  passRateBp: Type.Integer(),
  pointsGiven: Type.Integer(),
})
export type QuizStats = Static<typeof QuizStats>

/** What the shop front shows a member: the questions without their right answers, and whether it may answer now. */
export const FrontQuiz = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  passScore: Type.Integer(),
  rewardPoints: Type.Integer(),
  questions: Type.Array(
    Type.Object({ id: Id, title: Type.String(), options: Type.Array(Type.String()), score: Type.Integer() }),
  ),
  canAnswer: Type.Boolean(),
})
export type FrontQuiz = Static<typeof FrontQuiz>

const byId = Type.Object({ ...LangParam, id: Id })

export const quizEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/quiz/page`,
    summary: 'Quizzes, newest first, by name and state',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(DRAW_STATUSES)),
    }),
    reply: PageOf(Quiz),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/quiz/detail`,
    summary: 'One quiz with its questions and their right answers',
    tags,
    query: byId,
    reply: QuizDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/quiz/submit`,
    summary: 'Creates (no id) or changes a quiz: schedule, questions, pass mark and reward',
    tags,
    query: Type.Object(LangParam),
    body: QuizInput,
    reply: QuizDetail,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/quiz/stop`,
    summary: 'Stops a quiz for good: members can no longer answer',
    tags,
    query: byId,
    reply: QuizDetail,
  }),
  attempts: defineEndpoint({
    method: 'GET',
    path: `${BASE}/quiz/attempt/page`,
    summary: 'The attempts of a quiz, newest first, by member and outcome',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      quizId: Id,
      memberId: Type.Optional(Id),
      passed: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    }),
    reply: PageOf(QuizAttempt),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/quiz/stats`,
    summary: 'A quiz’s figures: attempts, members, pass rate, points given',
    tags,
    query: byId,
    reply: QuizStats,
  }),
  frontDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/quiz/detail`,
    summary: 'The shop front’s view of a quiz for a member: questions without answers, whether it may answer',
    tags,
    query: Type.Object({ ...LangParam, quizId: Id, memberId: Id }),
    reply: FrontQuiz,
  }),
  frontAnswer: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/quiz/answer`,
    summary: 'A member answers: the server scores the attempt and credits the reward on a pass',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object(
      {
        quizId: Id,
        memberId: Id,
        answers: Type.Array(Type.Integer({ minimum: 0, maximum: 7 }), { maxItems: 50 }),
      },
      { additionalProperties: false },
    ),
    reply: QuizAttempt,
  }),
}
