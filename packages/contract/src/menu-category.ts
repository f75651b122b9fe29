// Kept free of schemas, so browser code can import these constants without TypeBox.

/**
 * Menu categories (spec §9: 0 submenu, 1 and 6 route; docs/access-control.md): a route shows in the
 * side menu, a hidden route is registered by the shell but not listed (detail pages opened from a
 * link); buttons, tabs and HOVs are permission codes on a screen, never routes.
 */
export const MENU_CATEGORY = {
  submenu: 0,
  route: 1,
  button: 2,
  tab: 3,
  hov: 4,
  hiddenRoute: 6,
} as const
export const MENU_CATEGORIES: readonly number[] = Object.values(MENU_CATEGORY)
/** Categories that are routes or hold routes: what `menu/routes` and the side menu are made of. */
export const ROUTE_CATEGORIES: readonly number[] = [
  MENU_CATEGORY.submenu,
  MENU_CATEGORY.route,
  MENU_CATEGORY.hiddenRoute,
]
/** The id of the virtual root every top-level menu hangs from. */
export const TOP_PARENT_ID = '0'
