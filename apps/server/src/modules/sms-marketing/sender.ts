import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { renderCampaignSms } from './content'
import { senderOf } from './dispatch'
import type { MarketingGateway } from './gateway'
import { chargeQuota } from './quota'
import { localMinutes, quietWait } from './quiet-hours'
import {
  smsMktCampaign,
  smsMktCompany,
  smsMktOptOut,
  smsMktRecipient,
  smsMktSignature,
  smsMktTemplate,
} from './schema'

/** the most messages one batch (one transaction, one gateway call) carries */
export const MAX_BATCH = 500

export type BatchOutcome =
  { kind: 'more' } | { kind: 'wait'; ms: number } | { kind: 'quiet'; until: Date } | { kind: 'end' }

export interface BatchContext {
  tx: Tx
  tenantId: string
  timeZone: string
  locale: Locale
  gatewayFor(provider: string): MarketingGateway
  now?: Date
}

const setStatus = (tx: Tx, id: string, status: string, finished = false) =>
  tx
    .update(smsMktCampaign)
    .set({ status, ...(finished && { finishTime: sql`now()` }) })
    .where(eq(smsMktCampaign.id, id))

/** The company's rate limit: how long until its next batch may leave (0: now), its row locked. */
async function slotWait(tx: Tx, companyId: string): Promise<number> {
  const rows = await tx.execute(
    sql`SELECT GREATEST(0, EXTRACT(EPOCH FROM (next_slot_at - clock_timestamp())) * 1000)::int AS ms
        FROM ${smsMktCompany} WHERE id = ${companyId} FOR UPDATE`,
  )
  return Number((rows.rows[0] as { ms: number } | undefined)?.ms ?? 0)
}

/**
 * Sends the campaign's next batch in one transaction: the queued recipients it claims (skipping those
 * another worker holds) are checked against the opt-out list, charged to the department for as many
 * as its balance pays, handed to the company's gateway and marked sent. Outside sending, in quiet
 * hours or before the company's next slot it sends nothing and says when to come back.
 */
export async function sendBatch(c: BatchContext, campaignId: string): Promise<BatchOutcome> {
  const { tx } = c
  const [campaign] = await tx
    .select()
    .from(smsMktCampaign)
    .where(and(eq(smsMktCampaign.id, campaignId), eq(smsMktCampaign.isDeleted, 0)))
    .for('update')
  if (!campaign || (campaign.status !== 'sending' && campaign.status !== 'scheduled')) return { kind: 'end' }
  if (campaign.status === 'scheduled') await setStatus(tx, campaignId, 'sending')
  const now = c.now ?? new Date()
  const quiet = quietWait(localMinutes(now, c.timeZone), campaign.quietStart, campaign.quietEnd)
  if (quiet > 0) return { kind: 'quiet', until: new Date(now.getTime() + quiet * 60_000) }
  const sender = await senderOf(tx, campaign.deptId)
  if (!sender?.deptLive || !sender.companyLive) {
    await setStatus(tx, campaignId, 'halted')
    return { kind: 'end' }
  }
  const wait = await slotWait(tx, sender.companyId)
  if (wait > 0) return { kind: 'wait', ms: wait }

  const claimed = await tx
    .select({ id: smsMktRecipient.id, phone: smsMktRecipient.phone })
    .from(smsMktRecipient)
    .where(and(eq(smsMktRecipient.campaignId, campaignId), eq(smsMktRecipient.status, 'queued')))
    .orderBy(asc(smsMktRecipient.id))
    .limit(Math.min(sender.ratePerSecond, MAX_BATCH))
    .for('update', { skipLocked: true })
  if (!claimed.length) {
    await setStatus(tx, campaignId, 'done', true)
    return { kind: 'end' }
  }
  const optedOut = new Set(
    (
      await tx
        .select({ phone: smsMktOptOut.phone })
        .from(smsMktOptOut)
        .where(
          and(
            eq(smsMktOptOut.isDeleted, 0),
            inArray(
              smsMktOptOut.phone,
              claimed.map((r) => r.phone),
            ),
          ),
        )
    ).map((r) => r.phone),
  )
  const skipped = claimed.filter((r) => optedOut.has(r.phone))
  if (skipped.length)
    await tx
      .update(smsMktRecipient)
      .set({ status: 'opted_out' })
      .where(
        inArray(
          smsMktRecipient.id,
          skipped.map((r) => r.id),
        ),
      )
  const eligible = claimed.filter((r) => !optedOut.has(r.phone))
  const paid = await chargeQuota(tx, campaign.deptId, eligible.length, sender.priceFen)
  const batch = eligible.slice(0, paid)
  if (batch.length) {
    const [text] = await tx
      .select({ content: smsMktTemplate.content, signature: smsMktSignature.name })
      .from(smsMktTemplate)
      .innerJoin(smsMktSignature, eq(smsMktSignature.id, smsMktTemplate.signatureId))
      .where(eq(smsMktTemplate.id, campaign.templateId))
    const content = renderCampaignSms(text!.signature, text!.content, campaign.params)
    await c.gatewayFor(sender.provider).send(
      tx,
      c.tenantId,
      sender.companyId,
      batch.map((r) => ({ msgId: r.id, phone: r.phone, content })),
      c.locale,
    )
    await tx
      .update(smsMktRecipient)
      .set({ status: 'sent', costFen: sender.priceFen, sentTime: sql`now()` })
      .where(
        inArray(
          smsMktRecipient.id,
          batch.map((r) => r.id),
        ),
      )
    await tx
      .update(smsMktCampaign)
      .set({ costFen: sql`${smsMktCampaign.costFen} + ${batch.length * sender.priceFen}` })
      .where(eq(smsMktCampaign.id, campaignId))
    await tx
      .update(smsMktCompany)
      .set({
        nextSlotAt: sql`clock_timestamp() + ${(batch.length / sender.ratePerSecond) * 1000} * interval '1 millisecond'`,
      })
      .where(eq(smsMktCompany.id, sender.companyId))
  }
  if (paid < eligible.length) {
    await setStatus(tx, campaignId, 'halted')
    return { kind: 'end' }
  }
  return { kind: 'more' }
}
