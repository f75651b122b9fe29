import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { user, userRole } from './schema'

/** A user as other modules name it (workflow assignees, starters). */
export interface UserBrief {
  id: string
  account: string
  realName: string | null
  deptId: string | null
}

const live = and(eq(user.isDeleted, 0), eq(user.status, 1))
const brief = { id: user.id, account: user.account, realName: user.realName, deptId: user.deptId }

/** The transaction's tenant's live users among `ids`. */
export async function userBriefs(tx: Tx, ids: readonly string[]): Promise<UserBrief[]> {
  if (ids.length === 0) return []
  return tx
    .select(brief)
    .from(user)
    .where(and(live, inArray(user.id, [...ids])))
}

/** The live user of an account, if any. */
export async function userByAccount(tx: Tx, account: string): Promise<UserBrief | undefined> {
  const [row] = await tx
    .select(brief)
    .from(user)
    .where(and(live, eq(user.account, account)))
  return row
}

/** Live users holding any of the roles, in id order. */
export async function usersWithRoles(tx: Tx, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return []
  const rows = await tx
    .selectDistinct({ id: user.id })
    .from(user)
    .innerJoin(userRole, and(eq(userRole.userId, user.id), eq(userRole.tenantId, user.tenantId)))
    .where(and(live, inArray(userRole.roleId, [...roleIds])))
    .orderBy(user.id)
  return rows.map((r) => r.id)
}

/** Live users placed directly in any of the departments, in id order. */
export async function usersInDepts(tx: Tx, deptIds: readonly string[]): Promise<string[]> {
  if (deptIds.length === 0) return []
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(live, inArray(user.deptId, [...deptIds])))
    .orderBy(user.id)
  return rows.map((r) => r.id)
}
