import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MENU_CATEGORY, type Locale } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { sessionMenus, visibleRoutes } from '../access'
import { localName, type MenuRow, type MenuSnapshot, viewPath } from '../menu'

/** The menus of the side menu the caller may open, read once per request from the menu catalog. */
export interface UsableMenus {
  snapshot: MenuSnapshot
  /** routes and submenus the caller may open, with the menus above them */
  visible: Map<string, MenuRow>
}

export async function usableMenus(app: FastifyInstance, req: FastifyRequest, tx: Tx): Promise<UsableMenus> {
  const snapshot = await app.menuCatalog.snapshot()
  const menus = await sessionMenus(tx, sessionOf(req), snapshot)
  return { snapshot, visible: new Map(visibleRoutes(menus).map((m) => [m.id, m])) }
}

/** A page the caller may open (a route, not a submenu): a favourite or a personal login page. */
export function assertPage(usable: UsableMenus, menuId: string): MenuRow {
  const row = usable.visible.get(menuId)
  if (!row || row.category !== MENU_CATEGORY.route) throw badRequest('menuUnknown', { id: menuId })
  return row
}

/** A menu as the quick-access lists show it (spec §3 Favourite menu: menuId, id, view). */
export function quickAccessItem(usable: UsableMenus, row: MenuRow, locale: Locale) {
  return {
    id: row.id,
    menuId: row.id,
    parentId: row.parentId,
    code: row.code,
    name: localName(row, locale),
    view: viewPath(usable.snapshot, row, locale),
    path: row.path,
    source: row.source,
    category: row.category,
    applicationId: row.applicationId,
  }
}
