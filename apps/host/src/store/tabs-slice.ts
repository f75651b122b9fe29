import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import i18next from 'i18next'
import { storageKey } from '../session'
import { readStored } from './persist'
import {
  closeAll,
  closeOthers,
  closeTab,
  normalise,
  openTab,
  retitle,
  welcomeTab,
  type Tab,
  type TabsState,
} from '../tabs/rules'

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
}

/** The open tabs (spec §3 "tags"); every change goes through the pure rules in tabs/rules.ts. */
export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: (): TabsSliceState => ({ ...initialTabs(), refusedAt: null }),
  reducers: {
    opened(state, action: PayloadAction<Tab>) {
      const { state: next, refused } = openTab(state, action.payload)
      return { ...next, refusedAt: refused ? Date.now() : null }
    },
    closed: (state, action: PayloadAction<string>) => ({
      ...closeTab(state, action.payload),
      refusedAt: null,
    }),
    closedOthers: (state, action: PayloadAction<string>) => ({
      ...closeOthers(state, action.payload),
      refusedAt: null,
    }),
    closedAll: (state) => ({ ...closeAll(state), refusedAt: null }),
    retitled: (state, action: PayloadAction<{ value: string; label: string }>) => ({
      ...retitle(state, action.payload.value, action.payload.label),
      refusedAt: state.refusedAt,
    }),
    /** a new session starts with the welcome tab alone (spec §4 Session start) */
    reset: () => ({ list: [welcome()], active: welcome().value, refusedAt: null }),
  },
})

export const tabActions = tabsSlice.actions
