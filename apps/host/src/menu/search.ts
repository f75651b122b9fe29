import type { Locale } from '@store/bridge'
import { menuLabel, pages } from './tree'
import type { MenuRoute } from './types'

/** Pinyin syllables of a text, one per character (pinyin-pro's `pinyin(text, { type: 'array' })`). */
export type Pinyin = (text: string, initialsOnly: boolean) => string[]

/** One searchable page: every form it can be found by, lower-cased. */
export interface SearchEntry {
  route: MenuRoute
  label: string
  keys: string[]
}

/**
 * The search index of spec §2: a page is found by its name (in every language), the name's full
 * pinyin and pinyin initials, its path or its remark.
 */
export function searchIndex(routes: readonly MenuRoute[], locale: Locale, pinyin: Pinyin): SearchEntry[] {
  return pages(routes).map((route) => {
    const names = [...new Set([route.title, ...Object.values(route.meta.i18n)])]
    const keys = names.flatMap((name) => [name, pinyin(name, false).join(''), pinyin(name, true).join('')])
    keys.push(route.path ?? '', route.remark ?? '')
    return { route, label: menuLabel(route, locale), keys: keys.filter(Boolean).map((k) => k.toLowerCase()) }
  })
}

/** The pages whose name, pinyin, initials, path or remark contain the keyword, case-insensitive; none for a blank one. */
export function searchMenus(index: readonly SearchEntry[], keyword: string): SearchEntry[] {
  const needle = keyword.trim().toLowerCase().replace(/\s+/g, '')
  if (!needle) return []
  return index.filter((entry) => entry.keys.some((key) => key.replace(/\s+/g, '').includes(needle)))
}
