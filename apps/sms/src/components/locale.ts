import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import type { Locale } from '@store/contract'
import { formatAmount } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/** The user's language, for the contract's labels named in three languages. */
export const useLocale = () => useBridgeState(selectLocale)

/** A value's label from a contract table of labels. */
export const labelOf = <K extends string>(
  labels: Record<K, Record<Locale, string>>,
  value: K,
  locale: Locale,
) => labels[value]?.[locale] ?? value

/** Fen (an integer) as yuan with two decimals. */
export const yuan = (fen: number) => formatAmount(fen / 100)
