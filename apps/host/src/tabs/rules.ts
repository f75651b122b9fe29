/** The tab rules of spec §4, as plain functions over the open tabs. */

export const MAX_TABS = 20
export const WELCOME_PATH = '/wel/index'

/** An open page (spec §3 Tab). `value` is the full path with query: the tab's key and its page's keep-alive key. */
export interface Tab {
  /** the menu id, when the page comes from a menu */
  id?: string
  label: string
  value: string
  path: string
  query: string
  keepAlive: boolean
  closable: boolean
  /** the sub-app shown in this tab: its other pages open here too (spec §2 micro-app routing rule) */
  app?: string
  /** the pages of the sub-app opened in this tab, oldest first */
  tags?: TabTag[]
}

/** One page a sub-app's tab has shown. */
export interface TabTag {
  label: string
  value: string
}

export interface TabsState {
  list: Tab[]
  active: string
}

export interface OpenResult {
  state: TabsState
  /** true when the tab was refused because MAX_TABS are open */
  refused: boolean
}

export function welcomeTab(label: string): Tab {
  return { label, value: WELCOME_PATH, path: WELCOME_PATH, query: '', keepAlive: true, closable: false }
}

/** A tab for a full path (pathname + search). */
export function tabFor(
  fullPath: string,
  label: string,
  extra: Partial<Pick<Tab, 'id' | 'keepAlive' | 'app'>> = {},
): Tab {
  const [path = '', query = ''] = fullPath.split('?')
  return {
    label,
    value: fullPath,
    path,
    query,
    keepAlive: extra.keepAlive ?? true,
    closable: path !== WELCOME_PATH,
    ...(extra.id && { id: extra.id }),
    ...(extra.app && { app: extra.app, tags: [{ label, value: fullPath }] }),
  }
}

/** Keeps the welcome tab first and present, whatever else happened. */
function withWelcomeFirst(list: Tab[], welcome: Tab): Tab[] {
  const others = list.filter((t) => t.path !== WELCOME_PATH)
  const current = list.find((t) => t.path === WELCOME_PATH) ?? welcome
  return [current, ...others]
}

/** The tags of a sub-app's tab after it shows `tab`: a page not yet among them is added. */
function taggedWith(open: Tab, tab: Tab): TabTag[] {
  const tags = open.tags ?? []
  const known = tags.some((t) => t.value === tab.value)
  return known ? tags : [...tags, { label: tab.label, value: tab.value }]
}

/**
 * Open `tab`: the same menu id or the same path activates (and, with another query, replaces) the open
 * tab in place; so does any page of a sub-app already open in a tab, which also adds the page to that
 * tab's tags (spec §2). Otherwise a new tab is appended unless twenty are open, then it is refused.
 */
export function openTab(state: TabsState, tab: Tab): OpenResult {
  if (!tab.label || !tab.path) return { state, refused: false }
  const index = state.list.findIndex(
    (t) => (tab.id && t.id === tab.id) || t.path === tab.path || (tab.app && t.app === tab.app),
  )
  if (index >= 0) {
    const list = state.list.map((t, i) =>
      i === index ? { ...t, ...tab, closable: t.closable, ...(tab.app && { tags: taggedWith(t, tab) }) } : t,
    )
    return { state: { list, active: tab.value }, refused: false }
  }
  if (state.list.length >= MAX_TABS) return { state, refused: true }
  return { state: { list: [...state.list, tab], active: tab.value }, refused: false }
}

/** Close a tab; when it was the active one, the tab now at its position (or the last) becomes active. */
export function closeTab(state: TabsState, value: string): TabsState {
  const index = state.list.findIndex((t) => t.value === value)
  if (!state.list[index]?.closable) return state
  const list = state.list.filter((_, i) => i !== index)
  if (state.active !== value) return { list, active: state.active }
  const next = list[index] ?? list[list.length - 1]
  return { list, active: next?.value ?? WELCOME_PATH }
}

/** Keep the welcome tab and `value`. */
export function closeOthers(state: TabsState, value: string): TabsState {
  const list = state.list.filter((t) => !t.closable || t.value === value)
  return { list, active: list.some((t) => t.value === value) ? value : (list[0]?.value ?? WELCOME_PATH) }
}

/** Keep only the tabs that cannot be closed (the welcome page); the first one becomes active. */
export function closeAll(state: TabsState): TabsState {
  const list = state.list.filter((t) => !t.closable)
  return { list, active: list[0]?.value ?? WELCOME_PATH }
}

export function retitle(state: TabsState, value: string, label: string): TabsState {
  const named = (tag: TabTag) => (tag.value === value ? { ...tag, label } : tag)
  const list = state.list.map((t) =>
    t.value === value ? { ...t, label, ...(t.tags && { tags: t.tags.map(named) }) } : t,
  )
  return { ...state, list }
}

/** The tabs after loading a stored list: welcome first, at most MAX_TABS, the active one existing. */
export function normalise(state: TabsState, welcome: Tab): TabsState {
  const list = withWelcomeFirst(state.list, welcome).slice(0, MAX_TABS)
  const [current = welcome] = list
  return { list, active: list.some((t) => t.value === state.active) ? state.active : current.value }
}
