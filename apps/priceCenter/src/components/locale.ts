import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import type { Locale } from '@store/contract'

const selectLocale = (s: BridgeState) => s.locale

/** The user's language, for the contract's labels (statuses, kinds) named in three languages. */
export const useLocale = () => useBridgeState(selectLocale)

/** A value's label from a contract table of labels, or the value itself when the table lacks it. */
export const labelOf = <K extends string>(
  labels: Record<K, Record<Locale, string>>,
  value: K,
  locale: Locale,
) => labels[value]?.[locale] ?? value
