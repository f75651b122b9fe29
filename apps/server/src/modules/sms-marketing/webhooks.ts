import { and, eq, inArray, sql } from 'drizzle-orm'
import { OPT_OUT_KEYWORDS, type Receipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { smsMktOptOut, smsMktRecipient } from './schema'

/** Applies delivery receipts: a sent message becomes delivered or failed once; others are left alone. */
export async function applyReceipts(tx: Tx, receipts: Receipt[]): Promise<number> {
  const byStatus = new Map<string, string[]>()
  for (const r of receipts) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.msgId])
  let updated = 0
  for (const [status, ids] of byStatus) {
    const delivered = status === 'DELIVRD'
    const rows = await tx
      .update(smsMktRecipient)
      .set({
        status: delivered ? 'delivered' : 'failed',
        error: delivered ? null : status,
        receiptTime: sql`now()`,
      })
      .where(and(inArray(smsMktRecipient.id, ids), eq(smsMktRecipient.status, 'sent')))
      .returning({ id: smsMktRecipient.id })
    updated += rows.length
  }
  return updated
}

export const isOptOutReply = (text: string) =>
  (OPT_OUT_KEYWORDS as readonly string[]).includes(text.trim().toUpperCase())

/**
 * Puts a number on the tenant's opt-out list (once) and takes it out of every campaign that has not
 * sent to it yet; the send batches check the list again, so a campaign in flight honours it too.
 */
export async function optOut(
  tx: Tx,
  ids: IdGenerator,
  phone: string,
  source: 'reply' | 'link',
): Promise<void> {
  await tx.insert(smsMktOptOut).values({ id: ids.next(), phone, source }).onConflictDoNothing()
  await tx
    .update(smsMktRecipient)
    .set({ status: 'opted_out' })
    .where(and(eq(smsMktRecipient.phone, phone), eq(smsMktRecipient.status, 'queued')))
}
