import { and, asc, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { user } from './schema'

// Where the users sit in the department tree, as the organisation module reads and seeds it.

/** A user as a node of the department-and-user trees. */
export interface PlacedUser {
  id: string
  account: string
  realName: string | null
}

/** One of the departments that still has a user (not removed), if any does. */
export async function deptWithUsers(tx: Tx, deptIds: string[]): Promise<string | undefined> {
  const [member] = await tx
    .select({ deptId: user.deptId })
    .from(user)
    .where(and(inArray(user.deptId, deptIds), eq(user.isDeleted, 0)))
    .limit(1)
  return member?.deptId ?? undefined
}

/** The users (not removed) placed directly in the department (null: in none), by name then account. */
export function usersInDept(tx: Tx, deptId: string | null): Promise<PlacedUser[]> {
  return tx
    .select({ id: user.id, account: user.account, realName: user.realName })
    .from(user)
    .where(and(deptId === null ? isNull(user.deptId) : eq(user.deptId, deptId), eq(user.isDeleted, 0)))
    .orderBy(asc(user.realName), asc(user.account))
}

/**
 * The first `limit` users (not removed) whose name or account matches the ILIKE `pattern`, by name then
 * account, with their department.
 */
export function usersMatching(
  tx: Tx,
  pattern: string,
  limit: number,
): Promise<(PlacedUser & { deptId: string | null })[]> {
  return tx
    .select({ id: user.id, account: user.account, realName: user.realName, deptId: user.deptId })
    .from(user)
    .where(and(or(ilike(user.realName, pattern), ilike(user.account, pattern)), eq(user.isDeleted, 0)))
    .orderBy(asc(user.realName), asc(user.account))
    .limit(limit)
}

/** How many users (not removed) each department has directly; `deptId` null counts those in none. */
export function userCountsByDept(tx: Tx): Promise<{ deptId: string | null; n: number }[]> {
  return tx
    .select({ deptId: user.deptId, n: count(user.id) })
    .from(user)
    .where(eq(user.isDeleted, 0))
    .groupBy(user.deptId)
}

/** The user's department (null: none; undefined: no such user). */
export async function deptIdOfUser(tx: Tx, userId: string): Promise<string | null | undefined> {
  const [row] = await tx.select({ deptId: user.deptId }).from(user).where(eq(user.id, userId))
  return row?.deptId
}

/**
 * Seeds: places the tenant's account (not removed) in a department; answers its id, undefined when
 * there is no such account. Seeds run as the owner, whom row-level security does not hold: the tenant
 * is named.
 */
export async function placeInDept(
  tx: Tx,
  tenantId: string,
  account: string,
  deptId: string,
): Promise<string | undefined> {
  const [u] = await tx
    .update(user)
    .set({ deptId })
    .where(and(eq(user.tenantId, tenantId), eq(user.account, account), eq(user.isDeleted, 0)))
    .returning({ id: user.id })
  return u?.id
}
