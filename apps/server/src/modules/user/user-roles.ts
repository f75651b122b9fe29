import { inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { type NamedRole, namedRoles } from '../access'
import { userRole } from './schema'

/** The ids of the roles the users hold, each once (removed roles too). */
export async function roleIdsOfUsers(tx: Tx, userIds: string[]): Promise<string[]> {
  const links = await tx
    .select({ roleId: userRole.roleId })
    .from(userRole)
    .where(inArray(userRole.userId, userIds))
  return [...new Set(links.map((l) => l.roleId))]
}

/** The live roles each of the users holds, by the roles' sort then id. */
export async function rolesOfUsers(tx: Tx, userIds: string[]): Promise<(NamedRole & { userId: string })[]> {
  const links = await tx
    .select({ userId: userRole.userId, roleId: userRole.roleId })
    .from(userRole)
    .where(inArray(userRole.userId, userIds))
  const roles = await namedRoles(tx, [...new Set(links.map((l) => l.roleId))])
  return roles.flatMap((r) => links.filter((l) => l.roleId === r.id).map((l) => ({ ...r, userId: l.userId })))
}

/** The live roles the user holds, by the roles' sort then id: a user with none may not sign in. */
export async function heldRoles(tx: Tx, userId: string): Promise<NamedRole[]> {
  return (await rolesOfUsers(tx, [userId])).map(({ id, name, alias }) => ({ id, name, alias }))
}
