import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { DrawStatus, Page, Quiz, QuizDetail, QuizInput, QuizQuestionInput } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { quizDetail, quizOut, quizRow, questionsOf, type QuestionRow, type QuizRow } from './quiz-read'
import { at, holds, statusWhere } from './schedule'
import { engageQuiz, engageQuizQuestion } from './schema'

/** The questions' own rules: each right answer is one of its options; the pass mark within the total. */
function checkQuestions(input: QuizInput) {
  for (const q of input.questions)
    if (q.answer >= q.options.length) throw badRequest('quizAnswerOutOfRange', { title: q.title })
  const total = input.questions.reduce((s, q) => s + q.score, 0)
  if (input.passScore > total) throw badRequest('quizPassAboveTotal', { total })
}

const questionValues = (q: QuizQuestionInput) => ({
  title: q.title.trim(),
  options: q.options.map((o) => o.trim()),
  answer: q.answer,
  score: q.score,
})

/** Once answered, the attempts' scores must still stand: questions, pass mark and reward stay as they are. */
function sameScoring(row: QuizRow, questions: QuestionRow[], input: QuizInput) {
  const key = (qs: QuizQuestionInput[]) => JSON.stringify(qs.map(questionValues))
  return (
    row.passScore === input.passScore &&
    row.rewardPoints === input.rewardPoints &&
    key(questions) === key(input.questions)
  )
}

/** Creates or changes a quiz and its questions, in the caller's transaction. A stopped one is final. */
export async function submitQuiz(c: EngageContext, input: QuizInput): Promise<QuizDetail> {
  if (input.endTime <= input.startTime) throw badRequest('drawTimeOrder')
  checkQuestions(input)
  const fields = {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    startTime: at(input.startTime, c.timeZone),
    endTime: at(input.endTime, c.timeZone),
    passScore: input.passScore,
    rewardPoints: input.rewardPoints,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  if (!input.id) {
    const id = c.ids.next()
    await c.tx.insert(engageQuiz).values({ id, ...fields, createUser: c.userId })
    await insertQuestions(c, id, input.questions)
    return quizDetail(c.tx, id, c.timeZone)
  }
  const row = await quizRow(c.tx, input.id, true)
  if (row.stoppedAt) throw badRequest('drawStopped')
  if (row.attempts > 0 && !sameScoring(row, await questionsOf(c.tx, row.id), input))
    throw badRequest('quizLocked')
  await c.tx.update(engageQuiz).set(fields).where(eq(engageQuiz.id, row.id))
  if (row.attempts === 0) {
    await c.tx.delete(engageQuizQuestion).where(eq(engageQuizQuestion.quizId, row.id))
    await insertQuestions(c, row.id, input.questions)
  }
  return quizDetail(c.tx, row.id, c.timeZone)
}

async function insertQuestions(c: EngageContext, quizId: string, questions: QuizQuestionInput[]) {
  await c.tx
    .insert(engageQuizQuestion)
    .values(questions.map((q, sort) => ({ id: c.ids.next(), quizId, sort, ...questionValues(q) })))
}

/** Stops a quiz for good (a guarded update: stopping twice is refused). */
export async function stopQuiz(c: EngageContext, id: string): Promise<QuizDetail> {
  await quizRow(c.tx, id)
  const stopped = await c.tx
    .update(engageQuiz)
    .set({ stoppedAt: new Date(), updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(engageQuiz.id, id), isNull(engageQuiz.stoppedAt)))
    .returning({ id: engageQuiz.id })
  if (!stopped.length) throw badRequest('drawStopped')
  return quizDetail(c.tx, id, c.timeZone)
}

export interface QuizPageQuery {
  current: number
  size: number
  name?: string
  status?: DrawStatus
}

/** Quizzes, newest first, by name and state. */
export async function quizPage(c: EngageContext, q: QuizPageQuery): Promise<Page<Quiz>> {
  const where = and(
    q.name ? holds(engageQuiz.name, q.name) : undefined,
    q.status ? statusWhere(engageQuiz, q.status) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(engageQuiz).where(where)
  const rows = await c.tx
    .select()
    .from(engageQuiz)
    .where(where)
    .orderBy(desc(engageQuiz.createTime), desc(engageQuiz.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const now = new Date()
  return pageOf(
    rows.map((r) => quizOut(r, c.timeZone, now)),
    total,
    q,
  )
}
