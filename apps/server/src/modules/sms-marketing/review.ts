import { and, eq } from 'drizzle-orm'
import { AUDIT_STATUS } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { Actor } from '../../core/resource/service'
import { smsMktSignature, smsMktTemplate } from './schema'

export interface ReviewDecision {
  id: string
  pass: boolean
  remark?: string
}

/** Approves or rejects a pending signature or template; anything else is refused and left as it is. */
export async function review(
  tx: Tx,
  ids: IdGenerator,
  kind: 'sms-signature' | 'sms-template',
  decision: ReviewDecision,
  actor: Actor,
): Promise<void> {
  const table = kind === 'sms-template' ? smsMktTemplate : smsMktSignature
  const after = {
    auditStatus: decision.pass ? AUDIT_STATUS.approved : AUDIT_STATUS.rejected,
    auditRemark: decision.remark ?? null,
  }
  const [row] = await tx
    .update(table)
    .set({ ...after, updateUser: actor.userId })
    .where(
      and(eq(table.id, decision.id), eq(table.isDeleted, 0), eq(table.auditStatus, AUDIT_STATUS.pending)),
    )
    .returning({ id: table.id })
  if (!row) throw badRequest('smsMktNotPending')
  await recordAudit(tx, ids, {
    resource: kind,
    action: 'update',
    recordIds: [row.id],
    before: { auditStatus: AUDIT_STATUS.pending },
    after,
    userId: actor.userId,
    requestId: actor.requestId,
  })
}
