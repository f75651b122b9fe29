import { and, eq, sql } from 'drizzle-orm'
import { smsCompanyResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { audiencePhones } from './audience'
import { audit, lockCampaign, refuse, templateOf, type CampaignContext } from './campaigns'
import { smsMktCampaign, smsMktCompany, smsMktDept, smsMktOptOut, smsMktRecipient } from './schema'

/** The job that sends one campaign, batch by batch. */
export const SEND_JOB = 'sms-mkt:send'
export interface SendPayload {
  tenantId: string
  campaignId: string
}

const CHUNK = 1000

/** The department with its company's price and state, for a send. */
export async function senderOf(tx: Tx, deptId: string) {
  const [row] = await tx
    .select({
      quotaFen: smsMktDept.quotaFen,
      spentFen: smsMktDept.spentFen,
      deptLive: sql<boolean>`${smsMktDept.isDeleted} = 0 AND ${smsMktDept.status} = 1`,
      companyId: smsMktCompany.id,
      provider: smsMktCompany.provider,
      priceFen: smsMktCompany.priceFen,
      ratePerSecond: smsMktCompany.ratePerSecond,
      companyLive: sql<boolean>`${smsMktCompany.isDeleted} = 0 AND ${smsMktCompany.status} = 1`,
    })
    .from(smsMktDept)
    .innerJoin(smsMktCompany, eq(smsMktCompany.id, smsMktDept.companyId))
    .where(eq(smsMktDept.id, deptId))
  return row
}

/**
 * Writes the campaign's recipients, each number once (the unique key makes a second insert a no-op);
 * numbers on the opt-out list are recorded as opted out and never sent.
 */
async function materialise(
  tx: Tx,
  c: CampaignContext,
  campaignId: string,
  phones: string[],
): Promise<number> {
  for (let i = 0; i < phones.length; i += CHUNK) {
    const chunk = phones.slice(i, i + CHUNK)
    await tx
      .insert(smsMktRecipient)
      .values(chunk.map((phone) => ({ id: c.ids.next(), campaignId, phone })))
      .onConflictDoNothing()
  }
  await tx
    .update(smsMktRecipient)
    .set({ status: 'opted_out' })
    .where(
      and(
        eq(smsMktRecipient.campaignId, campaignId),
        eq(smsMktRecipient.status, 'queued'),
        sql`${smsMktRecipient.phone} IN (SELECT ${smsMktOptOut.phone} FROM ${smsMktOptOut} WHERE ${smsMktOptOut.isDeleted} = 0)`,
      ),
    )
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMktRecipient)
    .where(eq(smsMktRecipient.campaignId, campaignId))) as [{ n: number }]
  return n
}

/**
 * Starts a draft (its audience taken now) or resumes a halted campaign: at its send time, or at once.
 * Template and signature must be approved, department and company enabled, and the balance must pay
 * for one message at least.
 */
export async function sendCampaign(
  c: CampaignContext,
  id: string,
  enqueue: (tx: Tx, payload: SendPayload, runAt?: Date) => Promise<unknown>,
  tenantId: string,
): Promise<void> {
  const { tx } = c
  const row = await lockCampaign(tx, id)
  if (row.status !== 'draft' && row.status !== 'halted') refuse(row, 'smsMktActionSend', c)
  await templateOf(tx, row.templateId, c, true)
  const sender = await senderOf(tx, row.deptId)
  if (!sender?.deptLive || !sender.companyLive)
    throw badRequest('smsMktMissing', { what: smsCompanyResource.label[c.actor.locale] })
  const balance = sender.quotaFen - sender.spentFen
  if (balance < sender.priceFen) throw badRequest('smsMktNoBalance', { balance, price: sender.priceFen })
  let recipientCount = row.recipientCount
  if (row.status === 'draft') {
    const phones = await audiencePhones(tx, {
      kind: row.audienceKind as 'crowd' | 'tag' | 'list',
      id: row.audienceId,
      list: row.phoneList,
    })
    recipientCount = await materialise(tx, c, id, phones)
    if (!recipientCount) throw badRequest('smsMktNoRecipients')
  }
  const later = row.status === 'draft' && row.sendAt && row.sendAt > new Date()
  const status = later ? 'scheduled' : 'sending'
  await tx
    .update(smsMktCampaign)
    .set({ status, recipientCount, startTime: row.startTime ?? sql`now()`, updateUser: c.actor.userId })
    .where(eq(smsMktCampaign.id, id))
  await enqueue(tx, { tenantId, campaignId: id }, later ? row.sendAt! : undefined)
  await audit(c, id, 'update', { status })
}

/** Stops a campaign: numbers not sent yet stay unsent; the send job sees it and ends. */
export async function cancelCampaign(c: CampaignContext, id: string): Promise<void> {
  const row = await lockCampaign(c.tx, id)
  if (!['scheduled', 'sending', 'halted'].includes(row.status)) refuse(row, 'smsMktActionCancel', c)
  await c.tx
    .update(smsMktCampaign)
    .set({ status: 'cancelled', finishTime: sql`now()`, updateUser: c.actor.userId })
    .where(eq(smsMktCampaign.id, id))
  await audit(c, id, 'update', { status: 'cancelled' })
}
