import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { MENU_CATEGORIES, MENU_CATEGORY, TOP_PARENT_ID } from '@store/contract'
import { emitAfterCommit, type Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { application, menu } from './schema'

const CODE_CARRIERS: readonly number[] = [MENU_CATEGORY.button, MENU_CATEGORY.tab, MENU_CATEGORY.hov]

async function liveMenu(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: menu.id, parentId: menu.parentId, category: menu.category })
    .from(menu)
    .where(and(eq(menu.id, id), eq(menu.isDeleted, 0)))
  return row
}

async function hasLiveChildren(tx: Tx, ids: string[], except: string[] = []): Promise<boolean> {
  const [child] = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(
      and(
        inArray(menu.parentId, ids),
        eq(menu.isDeleted, 0),
        except.length ? notInArray(menu.id, except) : undefined,
      ),
    )
    .limit(1)
  return child !== undefined
}

/**
 * The rules of the menu tree: a known category; a parent that exists, is no button, tab or HOV and is
 * not the menu itself or below it; a known application; buttons, tabs and HOVs have no children; a
 * menu with children is removed only with them. Every committed change drops the cached catalog and
 * permission codes.
 */
export const menuRules: WriteRules = {
  async beforeSave(tx, row) {
    const id = row.id as string | undefined
    const category = row.category as number
    if (!MENU_CATEGORIES.includes(category)) throw badRequest('menuCategoryInvalid', { category })
    const parentId = (row.parentId as string | undefined) ?? TOP_PARENT_ID
    if (parentId !== TOP_PARENT_ID) {
      const parent = await liveMenu(tx, parentId)
      if (!parent || CODE_CARRIERS.includes(parent.category)) throw badRequest('menuParentInvalid')
      let above: typeof parent | undefined = parent
      while (id && above) {
        if (above.id === id) throw badRequest('menuParentInvalid')
        above = above.parentId === TOP_PARENT_ID ? undefined : await liveMenu(tx, above.parentId)
      }
    }
    const applicationId = row.applicationId as string | null | undefined
    if (applicationId) {
      const [app] = await tx
        .select({ id: application.id })
        .from(application)
        .where(and(eq(application.id, applicationId), eq(application.isDeleted, 0)))
      if (!app) throw badRequest('menuApplicationUnknown')
    }
    if (id && CODE_CARRIERS.includes(category) && (await hasLiveChildren(tx, [id]))) {
      throw badRequest('menuHasChildren')
    }
    emitAfterCommit(tx, 'access:menus-changed', { menuIds: id ? [id] : [] })
  },

  async beforeRemove(tx, rows) {
    const ids = rows.map((r) => r.id as string)
    if (await hasLiveChildren(tx, ids, ids)) throw badRequest('menuHasChildren')
    emitAfterCommit(tx, 'access:menus-changed', { menuIds: ids })
  },
}
