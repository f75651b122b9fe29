import { and, eq, inArray } from 'drizzle-orm'
import { MENU_CATEGORY, TOP_PARENT_ID } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { menu } from './schema'

// The live menus as other modules read them in their transaction (grants, scopes, seeded roles).

/** The live menus among the ids, with their codes. */
export async function liveMenusAmong(
  tx: Tx,
  ids: readonly string[],
): Promise<{ id: string; code: string }[]> {
  if (ids.length === 0) return []
  return tx
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(inArray(menu.id, [...ids]), eq(menu.isDeleted, 0)))
}

const CODE_CARRIERS = [MENU_CATEGORY.button, MENU_CATEGORY.tab, MENU_CATEGORY.hov]

/** The live menus carrying the codes, with every menu above them (what the grant dialog would check). */
export async function menusCarrying(tx: Tx, codes: readonly string[]): Promise<string[]> {
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

/** The live buttons, tabs and HOVs carrying the code (a code can sit under several menus). */
export async function codeCarriers(tx: Tx, code: string): Promise<string[]> {
  const rows = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, code), inArray(menu.category, CODE_CARRIERS), eq(menu.isDeleted, 0)))
  return rows.map((r) => r.id)
}
