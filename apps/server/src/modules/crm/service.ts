import { and, eq, inArray, sql } from 'drizzle-orm'
import { boundCardResource, memberTagResource } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { Actor, WriteRules } from '../../core/resource/service'
import { crmBoundCard, crmGuide, crmMemberChange, crmTag, crmTagDimension } from './schema'

/** One changed field of one member, as the change history shows it. */
export interface MemberFieldChange {
  memberId: string
  fieldName: string
  contentOld: string | null
  contentNew: string | null
}

/** Writes member field changes to the change history, in the caller's (the change's) transaction. */
export async function recordMemberChanges(
  tx: Tx,
  ids: IdGenerator,
  changes: MemberFieldChange[],
  actor: Actor,
): Promise<void> {
  if (!changes.length) return
  await tx
    .insert(crmMemberChange)
    .values(
      changes.map((c) => ({ ...c, id: ids.next(), createUser: actor.userId, updateUser: actor.userId })),
    )
}

/** Whether the tenant has the live shop assistant `id` (members are assigned one). */
export const guideExists = (tx: Tx, id: string) => isLive(tx, crmGuide as unknown as ResourceTable, id)

/** Which of the ids are live tags of the tenant. */
export async function liveTagIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await tx
    .select({ id: crmTag.id })
    .from(crmTag)
    .where(and(inArray(crmTag.id, ids), eq(crmTag.isDeleted, 0)))
  return new Set(rows.map((r) => r.id))
}

/** `tag/detail1`: a live tag with its dimension, or none. */
export async function tagWithDimension(
  tx: Tx,
  id: string,
): Promise<
  | { id: string; tagName: string; dimensionId: string; dimensionName: string; hkTag: string | null }
  | undefined
> {
  const [row] = await tx
    .select({
      id: crmTag.id,
      tagName: crmTag.tagName,
      dimensionId: crmTag.dimensionId,
      dimensionName: crmTagDimension.dimensionName,
      hkTag: crmTagDimension.hkTag,
    })
    .from(crmTag)
    .innerJoin(crmTagDimension, eq(crmTagDimension.id, crmTag.dimensionId))
    .where(and(eq(crmTag.id, id), eq(crmTag.isDeleted, 0)))
  return row
}

/** A tag sits on a live dimension of the tenant. */
export const tagRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    if (!(await isLive(tx, crmTagDimension as unknown as ResourceTable, String(row.dimensionId)))) {
      throw badRequest('referenceMissing', {
        field: memberTagResource.fields.dimensionId!.label[actor.locale],
      })
    }
  },
}

/** `why/binding/card/unbundlingCard`: a bound card is released once; its record stays in the tab. */
export async function unbindCard(tx: Tx, ids: IdGenerator, id: string, actor: Actor): Promise<void> {
  const [card] = await tx
    .update(crmBoundCard)
    .set({ status: 0, unbindTime: sql`now()`, updateUser: actor.userId, updateTime: sql`now()` })
    .where(and(eq(crmBoundCard.id, id), eq(crmBoundCard.status, 1)))
    .returning({ id: crmBoundCard.id, memberId: crmBoundCard.memberId })
  if (!card) throw notFound()
  await recordAudit(tx, ids, {
    resource: boundCardResource.name,
    action: 'update',
    recordIds: [card.id],
    before: { status: 1 },
    after: { status: 0 },
    userId: actor.userId,
    requestId: actor.requestId,
  })
}
