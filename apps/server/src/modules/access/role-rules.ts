import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { ADMINISTRATOR_ALIAS, ROLE_TYPE, TOP_PARENT_ID } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { announceGrantsChanged } from './role-grants'
import { role, roleMenu, roleScope } from './schema'

async function liveRole(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: role.id, parentId: role.parentId, roleType: role.roleType, alias: role.roleAlias })
    .from(role)
    .where(and(eq(role.id, id), eq(role.isDeleted, 0)))
  return row
}

/**
 * The rules of roles (docs/access-control.md): organisation roles form a tree of organisation roles (a
 * parent that exists, not the role itself or below it); function roles are flat; the administrator
 * role keeps its alias and is never removed; a role with sub-roles is removed only with them, and a
 * removed role's grants go with it.
 */
export const roleRules: WriteRules = {
  async beforeSave(tx, row) {
    const id = row.id as string | undefined
    const stored = id ? await liveRole(tx, id) : undefined
    if (stored?.alias === ADMINISTRATOR_ALIAS && row.roleAlias !== ADMINISTRATOR_ALIAS) {
      throw badRequest('roleAdministratorFixed')
    }
    const parentId = (row.parentId as string | undefined) ?? TOP_PARENT_ID
    if (parentId === TOP_PARENT_ID) return
    if (row.roleType === ROLE_TYPE.function) throw badRequest('roleParentInvalid')
    let above = await liveRole(tx, parentId)
    if (!above || above.roleType !== ROLE_TYPE.organisation) throw badRequest('roleParentInvalid')
    const seen = new Set<string>()
    while (above && !seen.has(above.id)) {
      if (above.id === id) throw badRequest('roleParentInvalid')
      seen.add(above.id)
      above = above.parentId === TOP_PARENT_ID ? undefined : await liveRole(tx, above.parentId)
    }
  },

  async beforeRemove(tx, rows, actor) {
    if (rows.some((r) => r.roleAlias === ADMINISTRATOR_ALIAS)) throw badRequest('roleAdministratorFixed')
    const ids = rows.map((r) => r.id as string)
    const [child] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.parentId, ids), notInArray(role.id, ids), eq(role.isDeleted, 0)))
      .limit(1)
    if (child) throw badRequest('roleHasChildren')
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, ids))
    await tx.delete(roleScope).where(inArray(roleScope.roleId, ids))
    if (actor.session) announceGrantsChanged(tx, actor.session.tenantId)
  },
}
