import { and, eq, inArray } from 'drizzle-orm'
import { SCOPE_CATEGORY } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { AppError, badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { Session } from '../../core/tokens'
import { recordRoleSourceChange } from '../settings'
import { withAncestors, type MenuSnapshot } from '../menu'
import { sessionMenus } from './session-menus'
import { announceGrantsChanged, grantedScopeIds, type ScopeCategory } from './role-grants'
import { apiScope, dataScope, role, roleMenu, roleScope } from './schema'

export interface GrantSets {
  menuIds: string[]
  dataScopeIds: string[]
  apiScopeIds: string[]
}

/** What a grantor may hand out: everything for an administrator, else what their own roles hold. */
export interface Grantable {
  all: boolean
  /** the grantor's menus and every menu above them (the grant dialog checks parents too) */
  menuIds: Set<string>
  dataScopeIds: Set<string>
  apiScopeIds: Set<string>
}

export async function grantableBy(tx: Tx, session: Session, snapshot: MenuSnapshot): Promise<Grantable> {
  const menus = await sessionMenus(tx, session, snapshot)
  const menuIds = withAncestors(snapshot, menus.held)
  if (menus.administrator) return { all: true, menuIds, dataScopeIds: new Set(), apiScopeIds: new Set() }
  return {
    all: false,
    menuIds,
    dataScopeIds: await grantedScopeIds(tx, menus.roleIds, SCOPE_CATEGORY.data),
    apiScopeIds: await grantedScopeIds(tx, menus.roleIds, SCOPE_CATEGORY.api),
  }
}

/** Every set of a role's grants, as stored (ids sorted by their order of grant). */
export async function grantsOf(tx: Tx, roleIds: string[]): Promise<GrantSets> {
  if (roleIds.length === 0) return { menuIds: [], dataScopeIds: [], apiScopeIds: [] }
  const menus = await tx
    .selectDistinct({ id: roleMenu.menuId })
    .from(roleMenu)
    .where(inArray(roleMenu.roleId, roleIds))
  const scopes = await tx
    .selectDistinct({ id: roleScope.scopeId, category: roleScope.scopeCategory })
    .from(roleScope)
    .where(inArray(roleScope.roleId, roleIds))
  const of = (category: ScopeCategory) => scopes.filter((s) => s.category === category).map((s) => s.id)
  return {
    menuIds: menus.map((m) => m.id),
    dataScopeIds: of(SCOPE_CATEGORY.data),
    apiScopeIds: of(SCOPE_CATEGORY.api),
  }
}

async function liveScopeIds(tx: Tx, category: ScopeCategory, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const table = category === SCOPE_CATEGORY.data ? dataScope : apiScope
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.isDeleted, 0)))
  return new Set(rows.map((r) => r.id))
}

export interface GrantActor {
  session: Session
  requestId: string
}

/**
 * `role/grant`: replaces the menus, data scopes and API scopes of every role named, in the caller's one
 * transaction, so a refused or failed grant changes nothing. Every id must exist (roles and scopes of
 * this tenant, live menus), and a grantor who is not an administrator hands out only what they hold.
 * One audit row per role with its sets before and after.
 */
export async function grantRoles(
  tx: Tx,
  ids: IdGenerator,
  snapshot: MenuSnapshot,
  roleIds: string[],
  sets: GrantSets,
  actor: GrantActor,
): Promise<void> {
  const roles = await tx
    .select({ id: role.id, name: role.roleName })
    .from(role)
    .where(and(inArray(role.id, roleIds), eq(role.isDeleted, 0)))
    .for('update')
  if (roles.length !== roleIds.length) throw notFound()

  const unknownMenu = sets.menuIds.find((id) => !snapshot.byId.has(id))
  if (unknownMenu) throw badRequest('grantMenuUnknown', { id: unknownMenu })
  for (const [category, wanted] of [
    [SCOPE_CATEGORY.data, sets.dataScopeIds],
    [SCOPE_CATEGORY.api, sets.apiScopeIds],
  ] as const) {
    const live = await liveScopeIds(tx, category, wanted)
    const unknown = wanted.find((id) => !live.has(id))
    if (unknown) throw badRequest('grantScopeUnknown', { id: unknown })
  }

  const grantable = await grantableBy(tx, actor.session, snapshot)
  if (!grantable.all) {
    const beyond =
      sets.menuIds.some((id) => !grantable.menuIds.has(id)) ||
      sets.dataScopeIds.some((id) => !grantable.dataScopeIds.has(id)) ||
      sets.apiScopeIds.some((id) => !grantable.apiScopeIds.has(id))
    if (beyond) throw new AppError(403, 403, 'grantBeyondOwn')
  }

  for (const { id: roleId, name: roleName } of roles) {
    const before = await grantsOf(tx, [roleId])
    await tx.delete(roleMenu).where(eq(roleMenu.roleId, roleId))
    await tx.delete(roleScope).where(eq(roleScope.roleId, roleId))
    if (sets.menuIds.length)
      await tx.insert(roleMenu).values(sets.menuIds.map((menuId) => ({ roleId, menuId })))
    const scopes = [
      ...sets.dataScopeIds.map((scopeId) => ({ roleId, scopeCategory: SCOPE_CATEGORY.data, scopeId })),
      ...sets.apiScopeIds.map((scopeId) => ({ roleId, scopeCategory: SCOPE_CATEGORY.api, scopeId })),
    ]
    if (scopes.length) await tx.insert(roleScope).values(scopes)
    await recordRoleSourceChange(tx, ids, {
      roleId,
      roleName,
      added: sets.menuIds.filter((id) => !before.menuIds.includes(id)),
      removed: before.menuIds.filter((id) => !sets.menuIds.includes(id)),
      userId: actor.session.userId,
    })
    await recordAudit(tx, ids, {
      resource: 'role_grant',
      action: 'update',
      recordIds: [roleId],
      before,
      after: sets,
      userId: actor.session.userId,
      requestId: actor.requestId,
    })
  }
  announceGrantsChanged(tx, actor.session.tenantId)
}
