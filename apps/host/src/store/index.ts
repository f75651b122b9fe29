import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { writeStored } from './persist'
import { LAYOUT_KEY, LOCK_KEY, layoutSlice } from './layout-slice'
import { lookSlice } from './look-slice'
import { APP_LIST_KEY, MENU_KEY, menuSlice } from './menu-slice'
import { FAVORITES_KEY, LATELY_KEY, PERSONAL_PAGE_KEY, quickSlice } from './quick-slice'
import { TABS_KEY, tabsSlice } from './tabs-slice'

export function createShellStore() {
  const store = configureStore({
    reducer: {
      tabs: tabsSlice.reducer,
      menu: menuSlice.reducer,
      quick: quickSlice.reducer,
      layout: layoutSlice.reducer,
      look: lookSlice.reducer,
    },
  })
  persist(store)
  return store
}

export type ShellStore = ReturnType<typeof createShellStore>
export type ShellState = ReturnType<ShellStore['getState']>
export type ShellDispatch = ShellStore['dispatch']

/** spec §3: the session state lives in localStorage, except isLoading; each piece is written when it changes. */
function persist(store: { getState(): ShellState; subscribe(listener: () => void): () => void }) {
  const pieces: [string, (s: ShellState) => unknown][] = [
    [TABS_KEY, (s) => s.tabs],
    [MENU_KEY, (s) => s.menu.routes],
    [APP_LIST_KEY, (s) => s.menu.applications],
    [FAVORITES_KEY, (s) => s.quick.favorites],
    [LATELY_KEY, (s) => s.quick.lately],
    [PERSONAL_PAGE_KEY, (s) => s.quick.personalLoginPage],
    [LAYOUT_KEY, (s) => s.layout.prefs],
    [LOCK_KEY, (s) => s.layout.lock],
  ]
  const last = new Map<string, unknown>()
  store.subscribe(() => {
    const state = store.getState()
    for (const [key, select] of pieces) {
      const value = select(state)
      if (last.get(key) === value) continue
      last.set(key, value)
      writeStored(key, value)
    }
  })
}

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>()
export const useShellSelector = useSelector.withTypes<ShellState>()
