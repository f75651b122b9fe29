import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import i18next from 'i18next'
import { storageKey } from '../session'
import { readStored } from './persist'
import { applyClose, unsavedOf, type CloseRequest } from '../tabs/closing'
import { normalise, openTab, retitle, welcomeTab, type Tab, type TabsState } from '../tabs/rules'

export const TABS_KEY = storageKey('tags')

const welcome = () => welcomeTab(i18next.t('menu.home'))

function initialTabs(): TabsState {
  const stored = readStored<TabsState>(TABS_KEY)
  const start = { list: [welcome()], active: welcome().value }
  return stored?.list ? normalise(stored, welcome()) : start
}

export interface TabsSliceState extends TabsState {
  /** set when the last open was refused (spec §4 max 20), cleared by the next change */
  refusedAt: number | null
  /** the tabs whose page holds unsaved edits; not restored after a reload, when those edits are gone */
  unsaved: string[]
}

/** The open tabs (spec §3 "tags"); every change goes through the pure rules in tabs/. */
export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: (): TabsSliceState => ({ ...initialTabs(), refusedAt: null, unsaved: [] }),
  reducers: {
    opened(state, action: PayloadAction<Tab>) {
      const { state: next, refused } = openTab(state, action.payload)
      return { ...next, refusedAt: refused ? Date.now() : null, unsaved: unsavedOf(next, state.unsaved) }
    },
    /** closes without asking: callers go through tabs/close.ts, which asks about unsaved edits first */
    closed(state, action: PayloadAction<CloseRequest>) {
      const next = applyClose(state, action.payload)
      return { ...next, refusedAt: null, unsaved: unsavedOf(next, state.unsaved) }
    },
    retitled(state, action: PayloadAction<{ value: string; label: string }>) {
      return { ...state, ...retitle(state, action.payload.value, action.payload.label) }
    },
    unsavedMarked(state, action: PayloadAction<{ value: string; dirty: boolean }>) {
      const { value, dirty } = action.payload
      const others = state.unsaved.filter((v) => v !== value)
      const open = state.list.some((t) => t.value === value)
      state.unsaved = dirty && open ? [...others, value] : others
    },
    /** a new session starts with the welcome tab alone (spec §4 Session start) */
    reset: () => ({ list: [welcome()], active: welcome().value, refusedAt: null, unsaved: [] }),
  },
})

export const tabActions = tabsSlice.actions
