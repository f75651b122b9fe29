import { menuOfPage, type PageKind } from '../router/page-of'
import { tabFor, type Tab } from './rules'

/**
 * The tab a navigation opens (spec §4): none while the path is undecided or unknown, none for a route
 * with isTab false; else the page's tab, carrying its menu id, keep-alive flag and sub-app. A tab with an
 * empty label or path is refused later by `openTab`.
 */
export function pageTab(page: PageKind, path: string, label: string): Tab | null {
  if (page.kind === 'pending' || page.kind === 'unknown') return null
  if (page.kind === 'shell' && page.route.isTab === false) return null
  const menu = menuOfPage(page)
  const app = page.kind === 'micro' ? page.app : undefined
  return tabFor(path, label, { id: menu?.id, keepAlive: menu?.meta.keepAlive, app })
}
