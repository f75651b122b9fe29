import { sql } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import { formatDateTime } from '../../core/time'
import type { IdBlock } from '../../core/ids'
import type { EngageContext } from './context'
import { submitQuiz } from './quiz-admin'
import { answerQuiz } from './quiz-front'

const DAY = 86_400_000
/** The demo members who answer (after the voters): the first of each pair answers all right, the other not. */
const FIRST = 40
const ANSWERERS = 6

/** A demo tenant's quiz, answered by some of its members through the real scorer (passes earn points). */
export async function seedQuiz(c: EngageContext, members: IdBlock | null | undefined): Promise<void> {
  const quiz = await submitQuiz(c, {
    name: '会员知识问答',
    description: '答对 2 题及格，奖励 20 积分，每天一次',
    startTime: formatDateTime(new Date(Date.now() - 2 * DAY), c.timeZone),
    endTime: formatDateTime(new Date(Date.now() + 20 * DAY), c.timeZone),
    passScore: 20,
    rewardPoints: 20,
    questions: [
      {
        title: '会员积分可以用来做什么？',
        options: ['抵扣现金', '兑换礼品', '以上都可以'],
        answer: 2,
        score: 10,
      },
      { title: '会员生日当月可享受几倍积分？', options: ['1 倍', '2 倍', '3 倍'], answer: 1, score: 10 },
      { title: '本店营业时间？', options: ['9:00-21:00', '10:00-22:00'], answer: 0, score: 10 },
    ],
  })
  if (!members || members.count < FIRST + ANSWERERS) return
  const rows = await c.tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(${FIRST}::int, ${FIRST + ANSWERERS - 1}::int) AS n`,
  )
  for (const [i, { id }] of (rows.rows as { id: string }[]).entries())
    await answerQuiz(c, { quizId: quiz.id, memberId: id, answers: i % 2 ? [0, 0, 1] : [2, 1, 0] })
}
