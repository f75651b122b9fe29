import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { storageKey } from '../session'
import type { Application, MenuRoute } from '../menu/types'
import { readStored } from './persist'

export const MENU_KEY = storageKey('menu')
export const APP_LIST_KEY = storageKey('appList')

export interface MenuState {
  routes: MenuRoute[]
  applications: Application[]
  /** the application whose menu the side bar shows; null: the one of the active tab */
  activeApplicationId: string | null
  /** not persisted (spec §3: everything but isLoading) */
  isLoading: boolean
  /** this page has read the user's menus (or given up): until then a path is not decided (router/page-of.ts) */
  settled: boolean
}

/** The user's menus and applications (spec §3 "menu", "appList"). */
export const menuSlice = createSlice({
  name: 'menu',
  initialState: (): MenuState => ({
    routes: readStored<MenuRoute[]>(MENU_KEY) ?? [],
    applications: readStored<Application[]>(APP_LIST_KEY) ?? [],
    activeApplicationId: null,
    isLoading: false,
    settled: false,
  }),
  reducers: {
    loading(state) {
      state.isLoading = true
    },
    loaded(state, action: PayloadAction<{ routes: MenuRoute[]; applications: Application[] }>) {
      state.routes = action.payload.routes
      state.applications = action.payload.applications
      state.isLoading = false
      state.settled = true
    },
    failed(state) {
      state.isLoading = false
      state.settled = true
    },
    applicationChosen(state, action: PayloadAction<string | null>) {
      state.activeApplicationId = action.payload
    },
  },
})

export const menuActions = menuSlice.actions
