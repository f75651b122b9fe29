import type { MenuRoute } from '../menu/types'
import { flatten } from '../menu/tree'
import { menuOfPage, type PageKind } from '../router/page-of'

/**
 * The application whose menus the side menu shows: the page's own (its menu's, or for a sub-app page
 * without a menu of its own, such as a record's detail, the application holding that sub-app's menus),
 * else the one the user chose, else the first.
 */
export function sideApplicationOf(
  page: PageKind,
  routes: readonly MenuRoute[],
  chosen: string | null,
  applications: readonly { id: string }[],
): string | null {
  const menu = menuOfPage(page)
  const ofSubApp =
    page.kind === 'micro' && !menu && page.app
      ? flatten(routes).find((m) => m.microName === page.app)?.applicationId
      : undefined
  return menu?.applicationId ?? ofSubApp ?? chosen ?? applications[0]?.id ?? null
}

/** spec §2: the side menu is hidden while a path is undecided, on a top-level menu page and on the shell pages flagged hideSideMenu. */
export function hidesSideMenu(page: PageKind): boolean {
  if (page.kind === 'pending') return true
  if (page.kind === 'shell') return page.route.hideSideMenu === true
  return menuOfPage(page)?.parentId === '0'
}
