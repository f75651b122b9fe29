import type { Locale } from '@store/bridge'
import { adminScreenOf } from '../admin/routes'
import { microAppOf, type MicroAppEntry } from '../micro/registry'
import { isExpired, menuLabel, routeOf } from '../menu/tree'
import type { MenuRoute } from '../menu/types'
import { shellRouteOf, type ShellRoute } from './shell-routes'

/** What a path shows: decided once, used by the page area, the tab strip and the side menu. */
export type PageKind =
  | { kind: 'shell'; route: ShellRoute; label: string }
  | { kind: 'micro'; label: string; menu?: MenuRoute; app?: string }
  | { kind: 'menu'; menu: MenuRoute; label: string }
  | { kind: 'expired'; menu: MenuRoute; label: string }
  | { kind: 'forbidden'; label: string }
  | { kind: 'unknown' }
  | { kind: 'pending' }

/** The menu a page comes from, if any. */
export const menuOfPage = (page: PageKind): MenuRoute | undefined =>
  page.kind === 'menu' || page.kind === 'micro' ? page.menu : undefined

/** The title of a screen the user holds no menu for: the shell does not know the menu's name then. */
const NO_ACCESS: Record<Locale, string> = { zh_CN: '无权访问', zh_HK: '無權訪問', en: 'No access' }

/**
 * A shell route open to every user first; then, once the user's menus and the micro-app registry have
 * loaded (null while loading: until then nothing else is decided), a shell route bound to a menu, or
 * a menu route of the user (expired → 403, spec §4); a path under a micro-app's base route (a menu
 * flagged isMicro or the registry) is the sub-app's; one of the host's screens the user holds no menu
 * for is forbidden (403 in its tab, spec §6); else unknown (404).
 */
export function pageOf(
  fullPath: string,
  menus: readonly MenuRoute[] | null,
  registry: readonly MicroAppEntry[] | null,
  locale: Locale,
): PageKind {
  const pathname = new URL(fullPath, 'http://shell').pathname
  const shell = shellRouteOf(pathname)
  if (shell && !shell.menuBound) return { kind: 'shell', route: shell, label: shell.label[locale] }
  if (!menus || !registry) return { kind: 'pending' }
  const menu = routeOf(menus, pathname)
  if (shell) {
    const label = menu ? menuLabel(menu, locale) : shell.label[locale]
    return menu ? { kind: 'shell', route: shell, label } : { kind: 'forbidden', label }
  }
  if (menu && isExpired(menu)) return { kind: 'expired', menu, label: menuLabel(menu, locale) }
  const app = microAppOf(registry, pathname)?.name ?? menu?.microName ?? undefined
  if (menu?.isMicro === 1 || app) {
    return { kind: 'micro', label: menu ? menuLabel(menu, locale) : pathname, menu, ...(app && { app }) }
  }
  if (menu) return { kind: 'menu', menu, label: menuLabel(menu, locale) }
  if (adminScreenOf(pathname)) return { kind: 'forbidden', label: NO_ACCESS[locale] }
  return { kind: 'unknown' }
}

/**
 * A page's title in the current language: its label, except a sub-app page without a menu of its own,
 * which keeps the title the sub-app gave it (bridge openTab): there is no menu to translate it from.
 */
export function pageTitle(page: PageKind, given: string | undefined): string | undefined {
  if (page.kind === 'micro' && !page.menu && given) return given
  return 'label' in page ? page.label : given
}
