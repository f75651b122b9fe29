import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import type { FieldOption, Locale } from '@store/contract'

const selectLocale = (s: BridgeState) => s.locale

/** The user's language, for the contract's labels (statuses, kinds) named in three languages. */
export const useLocale = () => useBridgeState(selectLocale)

/** A value's label from a contract table of labels, or the value itself when the table lacks it. */
export const labelOf = <K extends string>(
  labels: Record<K, Record<Locale, string>>,
  value: K,
  locale: Locale,
) => labels[value]?.[locale] ?? value

/** A value's label among a contract field's options, or the value itself. */
export const optionLabel = (options: readonly FieldOption[], value: string, locale: Locale) =>
  options.find((o) => o.value === value)?.label[locale] ?? value
