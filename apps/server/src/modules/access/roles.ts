import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { role } from './schema'

/** A role as its holders show it. */
export interface NamedRole {
  id: string
  name: string
  alias: string
}

/** The live roles among `roleIds` (the transaction's tenant's), with their names, by sort then id. */
export async function namedRoles(tx: Tx, roleIds: readonly string[]): Promise<NamedRole[]> {
  if (roleIds.length === 0) return []
  return tx
    .select({ id: role.id, name: role.roleName, alias: role.roleAlias })
    .from(role)
    .where(and(inArray(role.id, [...roleIds]), eq(role.isDeleted, 0)))
    .orderBy(asc(role.sort), asc(role.id))
}
