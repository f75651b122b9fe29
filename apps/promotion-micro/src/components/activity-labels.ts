import {
  ACTIVITY_STATUS_NAMES,
  PROM_FORM_NAMES,
  PROM_TYPE_NAMES,
  type ActivityStatus,
  type Locale,
  type PromForm,
  type PromType,
} from '@store/contract'

/** The contract's names of an activity's values in the user's language. */
export const labelsIn = (locale: Locale) => ({
  status: (s: ActivityStatus) => ACTIVITY_STATUS_NAMES[s][locale],
  promType: (p: number) => PROM_TYPE_NAMES[p as PromType]?.[locale] ?? String(p),
  form: (f: string) => PROM_FORM_NAMES[f as PromForm]?.[locale] ?? f,
})

/** Fen as yuan with two decimals and thousands separators (spec §5 amounts). */
export const yuan = (fen: number | null) =>
  fen === null
    ? '—'
    : (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
