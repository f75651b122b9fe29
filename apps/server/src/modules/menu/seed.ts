import { and, eq } from 'drizzle-orm'
import { MENU_CATEGORY, TOP_PARENT_ID } from '@store/contract'
import { emitAfterCommit, type Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { AppSeed, MenuSeed } from '../../core/menus'
import { TOP_MENUS } from './menu-seed-data'
import { application, menu, topMenu, topMenuSetting } from './schema'

type MenuInsert = typeof menu.$inferInsert
const INSERT_CHUNK = 200

/**
 * The areas the modules declare (each module's menus.ts) that this database does not hold yet, with
 * their screens, buttons, tabs and HOVs, outside any tenant: all of them on an empty platform, a new
 * area's on the first start after it was added. An area the platform removed stays removed. Returns the
 * codes of the areas added.
 */
export async function seedMenus(
  tx: Tx,
  ids: IdGenerator,
  applications: readonly AppSeed[],
): Promise<string[]> {
  const present = new Set((await tx.select({ code: application.code }).from(application)).map((a) => a.code))
  const rows: MenuInsert[] = []
  const added: string[] = []
  for (const [sort, app] of applications.entries()) {
    if (present.has(app.code)) continue
    added.push(app.code)
    const applicationId = ids.next()
    await tx.insert(application).values({
      id: applicationId,
      code: app.code,
      name: app.names[0],
      nameZhHk: app.names[1],
      nameEn: app.names[2],
      path: app.path,
      icon: app.source,
      isMicro: app.isMicro ? 1 : 0,
      microName: app.microName ?? null,
      sort,
    })
    const root: MenuSeed = {
      code: app.code,
      names: app.names,
      category: MENU_CATEGORY.submenu,
      path: app.path,
      source: app.source,
      children: app.menus,
    }
    collectMenus(rows, ids, app, applicationId, root, TOP_PARENT_ID, sort)
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(menu).values(rows.slice(i, i + INSERT_CHUNK))
  if (rows.length) emitAfterCommit(tx, 'access:menus-changed', { menuIds: rows.map((r) => r.id) })
  return added
}

function collectMenus(
  rows: MenuInsert[],
  ids: IdGenerator,
  app: AppSeed,
  applicationId: string,
  seed: MenuSeed,
  parentId: string,
  sort: number,
): void {
  const id = ids.next()
  rows.push({
    id,
    parentId,
    applicationId,
    code: seed.code,
    menuCode: app.code,
    name: seed.names[0],
    nameZhHk: seed.names[1],
    nameEn: seed.names[2],
    path: seed.path ?? null,
    source: seed.source ?? null,
    sort,
    category: seed.category,
    keepAlive: seed.keepAlive === false ? 0 : 1,
    query: seed.query ?? null,
    isMicro: app.isMicro ? 1 : 0,
    microName: app.microName ?? null,
    componentPath: seed.componentPath ?? null,
    available: (seed.available ?? app.available) ? 1 : 0,
  })
  for (const [i, child] of (seed.children ?? []).entries()) {
    collectMenus(rows, ids, app, applicationId, child, id, i)
  }
}

/** The tenant's top menu bar, each entry holding its areas' root menus (the tenant's arrangement). */
export async function seedTopMenus(tx: Tx, ids: IdGenerator): Promise<void> {
  const roots = await tx
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(eq(menu.parentId, TOP_PARENT_ID), eq(menu.isDeleted, 0)))
  for (const [sort, t] of TOP_MENUS.entries()) {
    const topMenuId = ids.next()
    await tx.insert(topMenu).values({ id: topMenuId, code: t.code, name: t.name, source: t.source, sort })
    const menuIds = roots.filter((r) => t.apps.includes(r.code)).map((r) => r.id)
    if (menuIds.length) {
      await tx.insert(topMenuSetting).values(menuIds.map((menuId) => ({ userId: '0', topMenuId, menuId })))
    }
  }
}
