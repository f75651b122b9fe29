import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { storageKey } from '../session'
import type { QuickAccessItem } from '@store/contract'
import { readStored } from './persist'

export const FAVORITES_KEY = storageKey('favoriteMenuList')
export const LATELY_KEY = storageKey('latelyList')
export const PERSONAL_PAGE_KEY = storageKey('personalLoginPage')

/** A recently visited menu (blade-log/userOperation/lately). */
export interface RecentItem {
  menuId: string
  menuName: string
  path: string | null
}

export interface QuickState {
  favorites: QuickAccessItem[]
  lately: RecentItem[]
  /** the menu id of the personal login page */
  personalLoginPage: string | null
  /** when the lists were last read, for the 10 s refresh limit (spec §9); not persisted */
  loadedAt: number
}

/** Quick access (spec §2): favourites, recently visited, personal login page. */
export const quickSlice = createSlice({
  name: 'quick',
  initialState: (): QuickState => ({
    favorites: readStored<QuickAccessItem[]>(FAVORITES_KEY) ?? [],
    lately: readStored<RecentItem[]>(LATELY_KEY) ?? [],
    personalLoginPage: readStored<string | null>(PERSONAL_PAGE_KEY) ?? null,
    loadedAt: 0,
  }),
  reducers: {
    loaded(_state, action: PayloadAction<Omit<QuickState, 'loadedAt'>>) {
      return { ...action.payload, loadedAt: Date.now() }
    },
    favoritesChanged(state, action: PayloadAction<QuickAccessItem[]>) {
      state.favorites = action.payload
    },
    personalLoginPageChanged(state, action: PayloadAction<string | null>) {
      state.personalLoginPage = action.payload
    },
  },
})

export const quickActions = quickSlice.actions
