import { Select } from 'antd'
import type { Locale } from '@store/contract'
import { labelOf, useLocale } from './locale'

export interface FilterSelectProps<T extends string> {
  /** its placeholder and accessible name */
  label: string
  value: T | undefined
  onChange(value: T | undefined): void
  values: readonly T[]
  /** the contract's names of the values in the three languages */
  labels: Record<T, Record<Locale, string>>
}

/** A list's filter by one coded field (state, kind), its values named in the user's language. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  values,
  labels,
}: FilterSelectProps<T>) {
  const locale = useLocale()
  return (
    <Select<T>
      allowClear
      style={{ minWidth: 180 }}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(v?: T) => onChange(v)}
      options={values.map((v) => ({ value: v, label: labelOf(labels, v, locale) }))}
    />
  )
}
