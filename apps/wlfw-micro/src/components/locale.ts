import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'

const selectLocale = (s: BridgeState) => s.locale

/** The user's language, for the contract's labels (levels, statuses) named in three languages. */
export const useLocale = () => useBridgeState(selectLocale)
