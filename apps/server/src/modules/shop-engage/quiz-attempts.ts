import { and, count, countDistinct, desc, eq, sum } from 'drizzle-orm'
import { BASIS_POINTS, type Page, type QuizAttempt, type QuizStats } from '@store/contract'
import { formatDateTime } from '../../core/time'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { quizRow } from './quiz-read'
import { engageQuizAttempt } from './schema'

const A = engageQuizAttempt
export type AttemptRow = typeof A.$inferSelect

export const attemptOut = (r: AttemptRow, timeZone: string): QuizAttempt => ({
  id: r.id,
  quizId: r.quizId,
  memberId: r.memberId,
  day: r.day,
  answers: r.answers,
  score: r.score,
  passed: r.passed === 1,
  rewardPoints: r.rewardPoints,
  createTime: formatDateTime(r.createTime, timeZone),
})

export interface AttemptQuery {
  current: number
  size: number
  quizId: string
  memberId?: string
  passed?: 0 | 1
}

/** A quiz's attempts, newest first, by member and outcome. */
export async function attemptPage(c: EngageContext, q: AttemptQuery): Promise<Page<QuizAttempt>> {
  await quizRow(c.tx, q.quizId)
  const where = and(
    eq(A.quizId, q.quizId),
    q.memberId ? eq(A.memberId, q.memberId) : undefined,
    q.passed === undefined ? undefined : eq(A.passed, q.passed),
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(A).where(where)
  const rows = await c.tx
    .select()
    .from(A)
    .where(where)
    .orderBy(desc(A.createTime), desc(A.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    rows.map((r) => attemptOut(r, c.timeZone)),
    total,
    q,
  )
}

/** A quiz's figures from its attempts. */
export async function quizStats(c: EngageContext, quizId: string): Promise<QuizStats> {
  await quizRow(c.tx, quizId)
  const [t] = await c.tx
    .select({
      attempts: count(),
      members: countDistinct(A.memberId),
      passed: sum(A.passed).mapWith(Number),
      pointsGiven: sum(A.rewardPoints).mapWith(Number),
    })
    .from(A)
    .where(eq(A.quizId, quizId))
  const attempts = t?.attempts ?? 0
  const passed = t?.passed ?? 0
  return {
    attempts,
    members: t?.members ?? 0,
    passed,
    passRateBp: attempts ? Math.floor((passed * BASIS_POINTS) / attempts) : 0,
    pointsGiven: t?.pointsGiven ?? 0,
  }
}
