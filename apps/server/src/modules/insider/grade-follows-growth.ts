import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { Actor } from '../../core/resource/service'
import { recordMemberChanges } from '../crm'
import { insiderGrade, insiderMember } from './schema'
import { memberChanges, memberExists } from './service'

/** The live grades of the member's brand with the growth value each starts at. */
async function gradeThresholds(tx: Tx, memberId: string) {
  return tx
    .select({ gradeId: insiderGrade.id, minGrowth: insiderGrade.growthMin })
    .from(insiderGrade)
    .innerJoin(insiderMember, eq(insiderMember.brandId, insiderGrade.brandId))
    .where(and(eq(insiderMember.id, memberId), eq(insiderGrade.isDeleted, 0)))
}

/**
 * Moves a member to the grade its growth value earns, as one change in its history (the grade id's
 * old and new value); nothing when it already holds it.
 */
async function setGrade(tx: Tx, ids: IdGenerator, memberId: string, gradeId: string | null, actor: Actor) {
  const [before] = await tx.select().from(insiderMember).where(eq(insiderMember.id, memberId)).for('update')
  if (!before || before.gradeId === gradeId) return
  const [after] = await tx
    .update(insiderMember)
    .set({ gradeId, updateUser: actor.userId, updateTime: sql`now()` })
    .where(eq(insiderMember.id, memberId))
    .returning()
  await recordMemberChanges(tx, ids, memberChanges(before, after!), actor)
}

/**
 * What the ledgers need of the member module (the ledger module's `LedgerMembers`, checked where it
 * plugs this in): members exist, and a member's grade follows its growth value.
 */
export const ledgerMembers = (ids: IdGenerator) => ({
  exists: memberExists,
  gradeThresholds,
  setGrade: (tx: Tx, memberId: string, gradeId: string | null, actor: Actor) =>
    setGrade(tx, ids, memberId, gradeId, actor),
})
