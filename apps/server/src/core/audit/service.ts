import type { Tx } from '../db/database'
import type { IdGenerator } from '../ids'
import { auditLog } from './schema'

export interface AuditEntry {
  resource: string
  action: 'insert' | 'update' | 'remove'
  recordIds: string[]
  before: unknown
  after: unknown
  userId: string | null
  requestId?: string
}

/** Writes the audit row inside the caller's transaction: the change and its record land together. */
export async function recordAudit(tx: Tx, ids: IdGenerator, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    id: ids.next(),
    resource: entry.resource,
    action: entry.action,
    recordIds: entry.recordIds.join(','),
    before: entry.before ?? null,
    after: entry.after ?? null,
    userId: entry.userId,
    requestId: entry.requestId ?? null,
  })
}
