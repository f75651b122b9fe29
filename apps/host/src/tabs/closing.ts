import { closeAll, closeOthers, closeTab, type Tab, type TabsState } from './rules'

/** What the user asked to close: one tab, every tab but one, or every tab (spec §2 tab strip). */
export type CloseRequest =
  { kind: 'one'; value: string } | { kind: 'others'; value: string } | { kind: 'all' }

/** The tabs after `request`, by the rules of spec §4. */
export function applyClose(state: TabsState, request: CloseRequest): TabsState {
  if (request.kind === 'one') return closeTab(state, request.value)
  if (request.kind === 'others') return closeOthers(state, request.value)
  return closeAll(state)
}

/**
 * The tabs `request` would close that hold unsaved edits: when there are any, the shell asks before
 * closing (spec §4 "closing with unsaved edits asks confirmation").
 */
export function unsavedClosing(state: TabsState, unsaved: readonly string[], request: CloseRequest): Tab[] {
  const kept = new Set(applyClose(state, request).list.map((t) => t.value))
  return state.list.filter((t) => !kept.has(t.value) && unsaved.includes(t.value))
}

/** The unsaved marks that still belong to an open tab. */
export function unsavedOf(state: TabsState, unsaved: readonly string[]): string[] {
  return unsaved.filter((value) => state.list.some((t) => t.value === value))
}
