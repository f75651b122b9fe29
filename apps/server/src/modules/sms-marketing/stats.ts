import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { CampaignStats, Recipient, RecipientStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { smsMktCampaign, smsMktRecipient } from './schema'

/** A campaign's recipients by status and what they cost; `sent` counts every message that left. */
export async function campaignStats(tx: Tx, id: string): Promise<CampaignStats> {
  const [campaign] = await tx
    .select({ id: smsMktCampaign.id })
    .from(smsMktCampaign)
    .where(and(eq(smsMktCampaign.id, id), eq(smsMktCampaign.isDeleted, 0)))
  if (!campaign) throw notFound()
  const rows = await tx
    .select({
      status: smsMktRecipient.status,
      n: sql<number>`count(*)::int`,
      cost: sql<number>`coalesce(sum(${smsMktRecipient.costFen}), 0)::int`,
    })
    .from(smsMktRecipient)
    .where(eq(smsMktRecipient.campaignId, id))
    .groupBy(smsMktRecipient.status)
  const of = (s: RecipientStatus) => rows.find((r) => r.status === s)?.n ?? 0
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    queued: of('queued'),
    sent: of('sent') + of('delivered') + of('failed'),
    delivered: of('delivered'),
    failed: of('failed'),
    optedOut: of('opted_out'),
    costFen: rows.reduce((sum, r) => sum + r.cost, 0),
  }
}

export async function recipientPage(
  tx: Tx,
  q: { id: string; current: number; size: number; status?: RecipientStatus; phone?: string },
  timeZone: string,
) {
  const where = and(
    eq(smsMktRecipient.campaignId, q.id),
    q.status ? eq(smsMktRecipient.status, q.status) : undefined,
    q.phone ? eq(smsMktRecipient.phone, q.phone) : undefined,
  )
  const rows = await tx
    .select()
    .from(smsMktRecipient)
    .where(where)
    .orderBy(asc(smsMktRecipient.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const [total] = await tx.select({ n: count() }).from(smsMktRecipient).where(where)
  const n = Number(total?.n ?? 0)
  const time = (d: Date | null) => (d ? formatDateTime(d, timeZone) : null)
  const records: Recipient[] = rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    status: r.status as RecipientStatus,
    costFen: r.costFen,
    error: r.error,
    sentTime: time(r.sentTime),
    receiptTime: time(r.receiptTime),
  }))
  return { records, total: n, size: q.size, current: q.current, pages: Math.ceil(n / q.size) }
}
