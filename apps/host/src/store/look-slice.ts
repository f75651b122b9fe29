import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import type { LogoSetting } from '@store/contract'

/** The tenant's logo and title (`blade/query-logo`); null where the product's own show. */
export type TenantLogo = LogoSetting

export interface LookState {
  /** null until read after sign-in */
  logo: TenantLogo | null
  /** counts the watermark settings saved in this page: the shell redraws the marks on each */
  watermarkSaves: number
}

/** How the tenant's settings make the shell look: its logo and title, and its watermark. */
export const lookSlice = createSlice({
  name: 'look',
  initialState: (): LookState => ({ logo: null, watermarkSaves: 0 }),
  reducers: {
    logoLoaded(state, action: PayloadAction<TenantLogo>) {
      state.logo = action.payload
    },
    logoSaved(state, action: PayloadAction<TenantLogo>) {
      state.logo = action.payload
    },
    watermarkSaved(state) {
      state.watermarkSaves++
    },
  },
})

export const lookActions = lookSlice.actions
