import { asc, eq } from 'drizzle-orm'
import type { Quiz, QuizDetail, QuizQuestion } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { scheduleStatus } from './schedule'
import { engageQuiz, engageQuizQuestion } from './schema'

export type QuizRow = typeof engageQuiz.$inferSelect
export type QuestionRow = typeof engageQuizQuestion.$inferSelect

export const quizOut = (row: QuizRow, timeZone: string, now = new Date()): Quiz => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startTime: formatDateTime(row.startTime, timeZone),
  endTime: formatDateTime(row.endTime, timeZone),
  status: scheduleStatus(row, now),
  passScore: row.passScore,
  rewardPoints: row.rewardPoints,
  attempts: row.attempts,
  createTime: formatDateTime(row.createTime, timeZone),
})

export const questionOut = (q: QuestionRow): QuizQuestion => ({
  id: q.id,
  title: q.title,
  options: q.options,
  answer: q.answer,
  score: q.score,
})

/** The quiz's row, locked for the rest of the transaction when `lock` (edits, stop); else a 404. */
export async function quizRow(tx: Tx, id: string, lock = false): Promise<QuizRow> {
  const q = tx.select().from(engageQuiz).where(eq(engageQuiz.id, id))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound()
  return row
}

/** The questions in their order (with their right answers: staff and the scorer only). */
export const questionsOf = (tx: Tx, quizId: string): Promise<QuestionRow[]> =>
  tx
    .select()
    .from(engageQuizQuestion)
    .where(eq(engageQuizQuestion.quizId, quizId))
    .orderBy(asc(engageQuizQuestion.sort))

export async function quizDetail(tx: Tx, id: string, timeZone: string): Promise<QuizDetail> {
  const row = await quizRow(tx, id)
  return { ...quizOut(row, timeZone), questions: (await questionsOf(tx, id)).map(questionOut) }
}
