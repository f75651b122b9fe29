import { PLATFORM_TENANT_ID, ROUTE_CATEGORIES } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { Session } from '../../core/tokens'
import { withAncestors, type MenuRow, type MenuSnapshot } from '../menu'
import { openedApplicationIds } from '../settings'
import { grantedMenuIds, liveRoles } from './role-grants'

/** The menus a session holds, read once per request. */
export interface SessionMenus {
  snapshot: MenuSnapshot
  administrator: boolean
  /** the session's roles that still exist */
  roleIds: string[]
  /** live menus of every category the session holds: all of them for an administrator */
  held: Set<string>
}

/**
 * Screens whose data is the platform's alone: their routes answer only the platform tenant's
 * administrators, so no other tenant's package offers them (nor their buttons).
 */
const PLATFORM_SCREENS = new Set(['tenant', 'app_auth', 'micro_app'])

const platformOnlyOf = new WeakMap<MenuSnapshot, Set<string>>()

/** The platform-only screens with everything below them, found once per menu snapshot. */
function platformOnly(snapshot: MenuSnapshot): Set<string> {
  const known = platformOnlyOf.get(snapshot)
  if (known) return known
  const found = new Set<string>()
  const add = (m: MenuRow) => {
    found.add(m.id)
    for (const child of snapshot.childrenOf.get(m.id) ?? []) add(child)
  }
  for (const m of snapshot.menus) if (PLATFORM_SCREENS.has(m.code)) add(m)
  platformOnlyOf.set(snapshot, found)
  return found
}

/**
 * The menus of the transaction's tenant: those of the applications the platform opened to it (its
 * package, `tenant-app`), and menus that belong to no application; the platform-only screens for the
 * platform tenant alone.
 */
async function packageOf(tx: Tx, snapshot: MenuSnapshot, tenantId: string): Promise<Set<string>> {
  const opened = await openedApplicationIds(tx)
  const excluded = tenantId === PLATFORM_TENANT_ID ? new Set<string>() : platformOnly(snapshot)
  return new Set(
    snapshot.menus
      .filter((m) => m.applicationId === null || opened.has(m.applicationId))
      .filter((m) => !excluded.has(m.id))
      .map((m) => m.id),
  )
}

export async function sessionMenus(tx: Tx, session: Session, snapshot: MenuSnapshot): Promise<SessionMenus> {
  const roles = await liveRoles(tx, session.roleIds)
  const tenantMenus = await packageOf(tx, snapshot, session.tenantId)
  const held = roles.administrator
    ? tenantMenus
    : new Set([...(await grantedMenuIds(tx, roles.ids))].filter((id) => tenantMenus.has(id)))
  return { snapshot, administrator: roles.administrator, roleIds: roles.ids, held }
}

/**
 * The routes a session may open: its menus and every menu above them (a granted button brings its
 * screen), routes and submenus only, in catalog order.
 */
export function visibleRoutes(menus: SessionMenus, within?: Set<string>): MenuRow[] {
  const ids = withAncestors(
    menus.snapshot,
    within ? [...menus.held].filter((id) => within.has(id)) : menus.held,
  )
  return menus.snapshot.menus.filter((m) => ids.has(m.id) && ROUTE_CATEGORIES.includes(m.category))
}

/** The session's menus of one category (buttons, tabs, HOVs), in catalog order. */
export function heldOfCategory(menus: SessionMenus, category: number): MenuRow[] {
  return menus.snapshot.menus.filter((m) => m.category === category && menus.held.has(m.id))
}
