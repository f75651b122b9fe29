import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DrugReview, DrugReviewStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { userBriefs } from '../user'
import { liveDrugs } from './drugs'
import { dtpDrugReview } from './schema'

type ReviewRow = typeof dtpDrugReview.$inferSelect

async function toReviews(tx: Tx, rows: ReviewRow[], timeZone: string): Promise<DrugReview[]> {
  const drugs = new Map(
    (
      await liveDrugs(
        tx,
        rows.map((r) => r.drugId),
      )
    ).map((d) => [d.id, d.tradeName]),
  )
  const users = new Map(
    (await userBriefs(tx, [...new Set(rows.flatMap((r) => (r.replyUser ? [r.replyUser] : [])))])).map((u) => [
      u.id,
      u.realName || u.account,
    ]),
  )
  return rows.map((r) => ({
    id: r.id,
    drugId: r.drugId,
    drugTradeName: drugs.get(r.drugId) ?? '',
    customerName: r.customerName,
    rating: r.rating,
    content: r.content,
    status: r.status as DrugReviewStatus,
    reply: r.reply,
    replyUserName: r.replyUser ? (users.get(r.replyUser) ?? '') : null,
    replyTime: r.replyTime ? formatDateTime(r.replyTime, timeZone) : null,
    createTime: formatDateTime(r.createTime, timeZone),
  }))
}

export async function reviewPage(
  tx: Tx,
  q: { current: number; size: number; drugId?: string; status?: DrugReviewStatus },
  timeZone: string,
) {
  const where = and(
    q.drugId ? eq(dtpDrugReview.drugId, q.drugId) : undefined,
    q.status ? eq(dtpDrugReview.status, q.status) : undefined,
  )
  const [total] = await tx.select({ n: count() }).from(dtpDrugReview).where(where)
  const rows = await tx
    .select()
    .from(dtpDrugReview)
    .where(where)
    .orderBy(desc(dtpDrugReview.createTime), desc(dtpDrugReview.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: await toReviews(tx, rows, timeZone),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

export async function reviewInfo(tx: Tx, id: string, timeZone: string): Promise<DrugReview> {
  const [row] = await tx.select().from(dtpDrugReview).where(eq(dtpDrugReview.id, id))
  if (!row) throw badRequest('dtpReviewMissing')
  return (await toReviews(tx, [row], timeZone))[0]!
}

/** The pharmacist's reply and/or a moderation decision; a reply publishes a pending review. */
export async function replyToReview(
  tx: Tx,
  userId: string,
  input: { id: string; reply?: string; status?: DrugReviewStatus },
  timeZone: string,
): Promise<DrugReview> {
  const [row] = await tx.select().from(dtpDrugReview).where(eq(dtpDrugReview.id, input.id)).for('update')
  if (!row) throw badRequest('dtpReviewMissing')
  const status = input.status ?? (input.reply && row.status === 'pending' ? 'published' : row.status)
  await tx
    .update(dtpDrugReview)
    .set({
      status,
      ...(input.reply && { reply: input.reply, replyUser: userId, replyTime: sql`now()` }),
    })
    .where(eq(dtpDrugReview.id, input.id))
  return reviewInfo(tx, input.id, timeZone)
}
