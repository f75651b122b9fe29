import type { Locale } from '@store/bridge'
import { MENU_CATEGORY } from '@store/contract'
import type { Application, MenuRoute } from './types'

/** Every node of the trees, parents before children. */
export function flatten(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])])
}

/** The routes the user can open (spec §9: categories 1 and 6; submenus only hold them). */
export const pages = (routes: readonly MenuRoute[]): MenuRoute[] =>
  flatten(routes).filter((r) => r.category !== MENU_CATEGORY.submenu && Boolean(r.path))

/** The menu route of a pathname, if the user has one. */
export function routeOf(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  return pages(routes).find((r) => r.path === pathname)
}

/** A menu's name in the shell's language. */
export const menuLabel = (route: Pick<MenuRoute, 'meta' | 'title'>, locale: Locale): string =>
  route.meta.i18n[locale] || route.title

/**
 * An application's name in the shell's language: its root menu carries the application's names in
 * every language, so the bar follows a language change without asking the server again.
 */
export function applicationLabel(
  app: Pick<Application, 'id' | 'title'>,
  routes: readonly MenuRoute[],
  locale: Locale,
): string {
  const root = routes.find((r) => r.parentId === '0' && r.applicationId === app.id)
  return root ? menuLabel(root, locale) : app.title
}

/** spec §6: a menu shows only when its meta.roles is absent or holds one of the user's roles. */
export function shownToRoles(routes: readonly MenuRoute[], roles: readonly string[]): MenuRoute[] {
  return routes.flatMap((r): MenuRoute[] => {
    if (r.meta.roles?.length && !r.meta.roles.some((role) => roles.includes(role))) return []
    return [r.children ? { ...r, children: shownToRoles(r.children, roles) } : r]
  })
}

/** Whether a link (path and query) leads to one of the user's menus. */
export const hasMenuFor = (routes: readonly MenuRoute[], link: string): boolean =>
  routeOf(routes, link.split(/[?#]/)[0]!) !== undefined

/** The side menu: routes of category 6 are registered but not listed, and branches left empty go too. */
export function sideMenu(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r): MenuRoute[] => {
    if (r.category === MENU_CATEGORY.hiddenRoute) return []
    if (r.category !== MENU_CATEGORY.submenu) return [{ ...r, children: undefined }]
    const children = sideMenu(r.children ?? [])
    return children.length > 0 ? [{ ...r, children }] : []
  })
}

/** The ids of every submenu, for expand-all. */
export const submenuIds = (routes: readonly MenuRoute[]): string[] =>
  flatten(routes)
    .filter((r) => r.category === MENU_CATEGORY.submenu)
    .map((r) => r.id)

/** spec §4: a route whose expireTime is missing or not later than now goes to 403 (the server computes `expired`). */
export const isExpired = (route: MenuRoute): boolean => route.meta.expired || !route.meta.expireTime
