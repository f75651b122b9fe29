import { and, count, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { smsOutbox } from './schema'

/** How many messages of `template` the outbox holds for any of `phones` (what a sender can check it wrote). */
export async function outboxCount(tx: Tx, phones: readonly string[], template: string): Promise<number> {
  if (phones.length === 0) return 0
  const [row] = await tx
    .select({ n: count() })
    .from(smsOutbox)
    .where(and(inArray(smsOutbox.phone, [...phones]), eq(smsOutbox.template, template)))
  return Number(row!.n)
}
