import { and, eq, inArray } from 'drizzle-orm'
import { MENU_CATEGORY, TOP_PARENT_ID } from '@store/contract'
import { emitAfterCommit, type Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { AppSeed, MenuSeed } from '../../core/menus'
import type { DemoRole } from '../../core/module'
import { TOP_MENUS } from './menu-seed-data'
import { insertDictionaries } from './dict-seed'
import { ADMINISTRATOR } from './permission-source'
import { application, menu, role, roleMenu, tenant, topMenu, topMenuSetting } from './schema'

export interface TenantSeed {
  tenantId: string
  tenantFullName: string
  domain?: string
}

export async function seedTenant(tx: Tx, t: TenantSeed): Promise<void> {
  await tx.insert(tenant).values(t).onConflictDoNothing()
}

/**
 * Creates the roles of a tenant (inside its transaction, after `seedMenus`); returns their ids by
 * alias. A code that no button, tab or HOV carries is a mistake in the seed, and fails it.
 */
export async function seedRoles(
  tx: Tx,
  ids: IdGenerator,
  roles: readonly DemoRole[],
): Promise<Map<string, string>> {
  const byAlias = new Map<string, string>()
  for (const [sort, r] of roles.entries()) {
    const id = ids.next()
    byAlias.set(r.alias, id)
    await tx.insert(role).values({ id, roleName: r.name, roleAlias: r.alias, sort })
    if (r.codes?.length) {
      const menuIds = await menusCarrying(tx, r.codes)
      await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: id, menuId })))
    }
  }
  return byAlias
}

const CODE_CARRIERS = [MENU_CATEGORY.button, MENU_CATEGORY.tab, MENU_CATEGORY.hov]

/** The live menus carrying the codes, with every menu above them (what the grant dialog would check). */
async function menusCarrying(tx: Tx, codes: readonly string[]): Promise<string[]> {
  const carriers = await tx
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(inArray(menu.code, codes), inArray(menu.category, CODE_CARRIERS), eq(menu.isDeleted, 0)))
  const missing = codes.filter((code) => !carriers.some((c) => c.code === code))
  if (missing.length) throw new Error(`no button, tab or HOV carries the codes ${missing.join(', ')}`)
  const all = await tx
    .select({ id: menu.id, parentId: menu.parentId })
    .from(menu)
    .where(eq(menu.isDeleted, 0))
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]))
  const granted = new Set<string>()
  for (const c of carriers) {
    for (
      let id: string | undefined = c.id;
      id && id !== TOP_PARENT_ID && !granted.has(id);
      id = parentOf.get(id)
    ) {
      granted.add(id)
    }
  }
  return [...granted]
}

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

export const ADMIN_ROLE: DemoRole = { alias: ADMINISTRATOR, name: '管理员' }

/** The dictionaries every tenant starts with (dict-seed.ts lists them). */
export async function seedDictionaries(tx: Tx, ids: IdGenerator): Promise<void> {
  await insertDictionaries(tx, ids)
}
