import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { STORAGE_PREFIX, storageKey } from '../session'
import { THEMES } from '../theme/themes'
import { readStored } from './persist'

export const LAYOUT_KEY = `${STORAGE_PREFIX}layout`
export const LOCK_KEY = storageKey('lock')

/** spec §9: the side menu is 200 px wide by default, resizable between 200 and 320. */
export const SIDE_WIDTH = { default: 200, min: 200, max: 320 } as const

export const clampSideWidth = (width: number): number =>
  Number.isFinite(width)
    ? Math.min(SIDE_WIDTH.max, Math.max(SIDE_WIDTH.min, Math.round(width)))
    : SIDE_WIDTH.default

export interface LayoutPrefs {
  themeName: string
  sideWidth: number
  /** the side menu is hidden */
  sideCollapsed: boolean
  /** the application bar shows icons only */
  appBarCollapsed: boolean
}

export interface LockState {
  password: string | null
  locked: boolean
}

export interface LayoutState {
  prefs: LayoutPrefs
  lock: LockState
}

function initialPrefs(): LayoutPrefs {
  const stored = readStored<Partial<LayoutPrefs>>(LAYOUT_KEY) ?? {}
  return {
    themeName: THEMES.some((t) => t.name === stored.themeName) ? stored.themeName! : 'default',
    sideWidth: clampSideWidth(Number(stored.sideWidth ?? SIDE_WIDTH.default)),
    sideCollapsed: stored.sideCollapsed === true,
    appBarCollapsed: stored.appBarCollapsed === true,
  }
}

/** Layout preferences and the lock (spec §3 Theme, §4 Sidebar and Lock). */
export const layoutSlice = createSlice({
  name: 'layout',
  initialState: (): LayoutState => ({
    prefs: initialPrefs(),
    lock: readStored<LockState>(LOCK_KEY) ?? { password: null, locked: false },
  }),
  reducers: {
    themeChosen(state, action: PayloadAction<string>) {
      state.prefs.themeName = action.payload
    },
    sideResized(state, action: PayloadAction<number>) {
      state.prefs.sideWidth = clampSideWidth(action.payload)
    },
    sideToggled(state) {
      state.prefs.sideCollapsed = !state.prefs.sideCollapsed
    },
    appBarToggled(state) {
      state.prefs.appBarCollapsed = !state.prefs.appBarCollapsed
    },
    locked(state, action: PayloadAction<string>) {
      state.lock = { password: action.payload, locked: true }
    },
    unlocked(state) {
      state.lock = { password: null, locked: false }
    },
  },
})

export const layoutActions = layoutSlice.actions
