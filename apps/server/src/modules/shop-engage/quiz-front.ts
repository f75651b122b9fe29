import { and, eq, sql } from 'drizzle-orm'
import type { FrontQuiz, QuizAttempt } from '@store/contract'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberExists } from '../insider'
import { earnPoints } from '../ledger'
import type { EngageContext } from './context'
import { attemptOut } from './quiz-attempts'
import { questionsOf, quizRow, type QuestionRow } from './quiz-read'
import { dayOf, scheduleStatus } from './schedule'
import { engageQuiz, engageQuizAttempt } from './schema'

/** The score of `answers` (one option index per question, in order): the sum of the right ones' scores. */
export const scoreOf = (questions: QuestionRow[], answers: number[]) =>
  questions.reduce((s, q, i) => s + (answers[i] === q.answer ? q.score : 0), 0)

/**
 * A member answers, in one transaction: the quiz must be running, the member exist and every question be
 * answered. The server scores the answers; the attempt is inserted under the unique key (quiz, member, day),
 * so a second attempt that day (even a parallel one) inserts nothing and is refused; a pass credits the
 * reward to the member's points through the ledgers (event `quiz:<attempt id>`).
 */
export async function answerQuiz(
  c: EngageContext,
  input: { quizId: string; memberId: string; answers: number[] },
): Promise<QuizAttempt> {
  const now = new Date()
  const quiz = await quizRow(c.tx, input.quizId)
  const status = scheduleStatus(quiz, now)
  if (status === 'stopped') throw badRequest('drawStopped')
  if (status !== 'running') throw badRequest('drawNotRunning')
  if (!(await memberExists(c.tx, input.memberId))) throw badRequest('drawMemberMissing')
  const questions = await questionsOf(c.tx, quiz.id)
  if (input.answers.length !== questions.length)
    throw badRequest('quizAnswerCount', { count: questions.length })
  const score = scoreOf(questions, input.answers)
  const passed = score >= quiz.passScore
  const id = c.ids.next()
  const [row] = await c.tx
    .insert(engageQuizAttempt)
    .values({
      id,
      quizId: quiz.id,
      memberId: input.memberId,
      day: dayOf(now, c.timeZone),
      answers: input.answers,
      score,
      passed: passed ? 1 : 0,
      rewardPoints: passed ? quiz.rewardPoints : 0,
      createUser: c.userId,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw badRequest('quizAlreadyToday')
  if (row.rewardPoints > 0)
    await earnPoints(
      c.tx,
      { ids: c.ids, userId: c.userId, at: now },
      {
        memberId: input.memberId,
        eventKey: `quiz:${id}`,
        points: row.rewardPoints,
        frozenUntil: null,
        expiresAt: null,
        remark: quiz.name,
      },
    )
  await c.tx
    .update(engageQuiz)
    .set({ attempts: sql`${engageQuiz.attempts} + 1` })
    .where(eq(engageQuiz.id, quiz.id))
  return attemptOut(row, c.timeZone)
}

/** The shop front's view of a quiz for a member: the questions without their right answers. */
export async function frontQuiz(c: EngageContext, quizId: string, memberId: string): Promise<FrontQuiz> {
  const now = new Date()
  const quiz = await quizRow(c.tx, quizId)
  if (!(await memberExists(c.tx, memberId))) throw badRequest('drawMemberMissing')
  const A = engageQuizAttempt
  const [today] = await c.tx
    .select({ id: A.id })
    .from(A)
    .where(and(eq(A.quizId, quizId), eq(A.memberId, memberId), eq(A.day, dayOf(now, c.timeZone))))
  const status = scheduleStatus(quiz, now)
  return {
    id: quiz.id,
    name: quiz.name,
    description: quiz.description,
    startTime: formatDateTime(quiz.startTime, c.timeZone),
    endTime: formatDateTime(quiz.endTime, c.timeZone),
    status,
    passScore: quiz.passScore,
    rewardPoints: quiz.rewardPoints,
    questions: (await questionsOf(c.tx, quizId)).map((q) => ({
      id: q.id,
      title: q.title,
      options: q.options,
      score: q.score,
    })),
    canAnswer: status === 'running' && !today,
  }
}
