import { and, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { topMenu, topMenuSetting } from './schema'

/** The tenant's own arrangement of its top menus is kept under this user id. */
export const TENANT_ARRANGEMENT = '0'

export interface Arrangement {
  /** menus checked in the arrangement: they and everything below them belong to the top menus */
  checked: string[]
  /** partly checked parents, kept only to redraw the tree dialog */
  halfChecked: string[]
}

/** The tenant's live top menus, in the bar's order. */
export function topMenuBar(tx: Tx) {
  return tx.select().from(topMenu).where(eq(topMenu.isDeleted, 0)).orderBy(topMenu.sort, topMenu.id)
}

/** The live top menus among the ids. */
export async function liveTopMenus(tx: Tx, topMenuIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: topMenu.id })
    .from(topMenu)
    .where(and(inArray(topMenu.id, topMenuIds), eq(topMenu.isDeleted, 0)))
  return rows.map((r) => r.id)
}

/**
 * The menus under the top menus: per top menu the user's own arrangement when they saved one, else the
 * tenant's. Null when one of the top menus does not exist (or was removed).
 */
export async function arrangementOf(
  tx: Tx,
  userId: string,
  topMenuIds: string[],
): Promise<Arrangement | null> {
  const unique = [...new Set(topMenuIds)]
  if ((await liveTopMenus(tx, unique)).length !== unique.length) return null
  const rows = await tx
    .select()
    .from(topMenuSetting)
    .where(
      and(
        inArray(topMenuSetting.topMenuId, unique),
        inArray(topMenuSetting.userId, [userId, TENANT_ARRANGEMENT]),
      ),
    )
  const checked = new Set<string>()
  const halfChecked = new Set<string>()
  for (const topMenuId of unique) {
    const own = rows.filter((r) => r.topMenuId === topMenuId && r.userId === userId)
    const chosen = own.length
      ? own
      : rows.filter((r) => r.topMenuId === topMenuId && r.userId === TENANT_ARRANGEMENT)
    for (const r of chosen) (r.halfChecked ? halfChecked : checked).add(r.menuId)
  }
  return { checked: [...checked], halfChecked: [...halfChecked] }
}

/** Who saves an arrangement of their own, audited as their request. */
export interface ArrangementActor {
  userId: string
  requestId: string
}

/** Replaces the user's own arrangement under each of the top menus with the same checked menus. */
export async function saveArrangement(
  tx: Tx,
  ids: IdGenerator,
  topMenuIds: string[],
  arrangement: Arrangement,
  actor: ArrangementActor,
): Promise<void> {
  const { userId } = actor
  const mine = and(eq(topMenuSetting.userId, userId), inArray(topMenuSetting.topMenuId, topMenuIds))
  const before = await tx.select().from(topMenuSetting).where(mine)
  await tx.delete(topMenuSetting).where(mine)
  const rows = topMenuIds.flatMap((topMenuId) => [
    ...arrangement.checked.map((menuId) => ({ userId, topMenuId, menuId, halfChecked: 0 })),
    ...arrangement.halfChecked.map((menuId) => ({ userId, topMenuId, menuId, halfChecked: 1 })),
  ])
  if (rows.length) await tx.insert(topMenuSetting).values(rows)
  await recordAudit(tx, ids, {
    resource: 'top_menu_setting',
    action: 'update',
    recordIds: topMenuIds,
    before,
    after: rows,
    userId,
    requestId: actor.requestId,
  })
}
