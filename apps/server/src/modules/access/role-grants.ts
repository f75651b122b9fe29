import { and, eq, inArray, or } from 'drizzle-orm'
import { ADMINISTRATOR_ALIAS, SCOPE_CATEGORY } from '@store/contract'
import { emitAfterCommit, type Tx } from '../../core/db/database'
import { codeCarriers, liveMenusAmong } from '../menu'
import { apiScope, dataScope, role, roleMenu, roleScope } from './schema'

declare module '../../core/db/database' {
  interface CommittedEvents {
    /** a tenant's grants changed: role grants, API scopes, removed roles */
    'access:grants-changed': { tenantId: string }
  }
}

export const announceGrantsChanged = (tx: Tx, tenantId: string) =>
  emitAfterCommit(tx, 'access:grants-changed', { tenantId })

export interface LiveRoles {
  ids: string[]
  administrator: boolean
}

/** The roles of a session that still exist (a token outlives a removed role), and whether one is the administrator. */
export async function liveRoles(tx: Tx, roleIds: readonly string[]): Promise<LiveRoles> {
  if (roleIds.length === 0) return { ids: [], administrator: false }
  const rows = await tx
    .select({ id: role.id, alias: role.roleAlias })
    .from(role)
    .where(and(inArray(role.id, [...roleIds]), eq(role.isDeleted, 0)))
  return { ids: rows.map((r) => r.id), administrator: rows.some((r) => r.alias === ADMINISTRATOR_ALIAS) }
}

/** The live menus (every category) granted to the roles, with their codes. */
async function grantedMenus(tx: Tx, roleIds: readonly string[]): Promise<{ id: string; code: string }[]> {
  if (roleIds.length === 0) return []
  const rows = await tx
    .selectDistinct({ id: roleMenu.menuId })
    .from(roleMenu)
    .where(inArray(roleMenu.roleId, [...roleIds]))
  return liveMenusAmong(
    tx,
    rows.map((r) => r.id),
  )
}

/** The live menus (every category) granted to the roles. */
export async function grantedMenuIds(tx: Tx, roleIds: readonly string[]): Promise<Set<string>> {
  return new Set((await grantedMenus(tx, roleIds)).map((m) => m.id))
}

const scopeTable = { [SCOPE_CATEGORY.data]: dataScope, [SCOPE_CATEGORY.api]: apiScope }
export type ScopeCategory = (typeof SCOPE_CATEGORY)[keyof typeof SCOPE_CATEGORY]

/** The live data scopes or API scopes granted to the roles. */
export async function grantedScopeIds(
  tx: Tx,
  roleIds: readonly string[],
  category: ScopeCategory,
): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set()
  const scope = scopeTable[category]
  const rows = await tx
    .selectDistinct({ id: roleScope.scopeId })
    .from(roleScope)
    .innerJoin(scope, and(eq(scope.id, roleScope.scopeId), eq(scope.isDeleted, 0)))
    .where(and(inArray(roleScope.roleId, [...roleIds]), eq(roleScope.scopeCategory, category)))
  return new Set(rows.map((r) => r.id))
}

/** Permission codes of the roles: the codes of their granted menus and buttons, and of their API scopes. */
export async function grantedCodes(tx: Tx, roleIds: readonly string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set()
  const menuCodes = await grantedMenus(tx, roleIds)
  const scopeCodes = await tx
    .selectDistinct({ codes: apiScope.resourceCode })
    .from(roleScope)
    .innerJoin(apiScope, and(eq(apiScope.id, roleScope.scopeId), eq(apiScope.isDeleted, 0)))
    .where(and(inArray(roleScope.roleId, [...roleIds]), eq(roleScope.scopeCategory, SCOPE_CATEGORY.api)))
  return new Set([...menuCodes.map((r) => r.code), ...scopeCodes.flatMap((r) => r.codes.split(','))])
}

/** The live roles holding a permission code through a granted menu, and the administrator roles (who hold every code). */
export async function rolesHolding(tx: Tx, code: string): Promise<string[]> {
  const carriers = await codeCarriers(tx, code)
  const rows = await tx
    .selectDistinct({ id: role.id })
    .from(role)
    .leftJoin(roleMenu, eq(roleMenu.roleId, role.id))
    .where(
      and(
        eq(role.isDeleted, 0),
        carriers.length
          ? or(eq(role.roleAlias, ADMINISTRATOR_ALIAS), inArray(roleMenu.menuId, carriers))
          : eq(role.roleAlias, ADMINISTRATOR_ALIAS),
      ),
    )
  return rows.map((r) => r.id)
}
