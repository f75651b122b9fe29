import { useState } from 'react'
import { DatePicker, Input, Select, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { MEMBER_STATUSES, type Locale, type MemberFilter } from '@store/contract'
import { choiceName } from '@store/ui'
import { MEMBER_ID_FILTERS, lookupOptions, type MemberLookups } from '../../lookups'
import { memberLabel, memberStatusName } from '../../member'
import { memberFilter, type SearchValues } from '../member-list'

const DAY = 'YYYY-MM-DD'

/** A crowd pack's saved filters; none when the text is no member search. */
export function parseFilters(text: string | null | undefined): MemberFilter {
  try {
    const value: unknown = JSON.parse(text ?? '')
    return value && typeof value === 'object' ? (value as MemberFilter) : {}
  } catch {
    return {}
  }
}

/** The saved filters as the search form holds them (the tags a list, not the body's comma-separated ids). */
const searchValuesOf = ({ tagIds, ...filters }: MemberFilter): SearchValues => ({
  ...filters,
  ...(tagIds && { tagIds: tagIds.split(',') }),
})

/** The filters in words: "Mobile number: 138… · Grade: Gold · Registered between: 2026-01-01 ~ 2026-01-31". */
export function describeFilters(
  filters: MemberFilter,
  locale: Locale,
  lookups: MemberLookups,
  rangeTitle: string,
): string {
  const parts: string[] = []
  for (const key of ['cardNo', 'name', 'phone'] as const) {
    if (filters[key]) parts.push(`${memberLabel(locale, key)}: ${filters[key]}`)
  }
  for (const [key, lookup] of MEMBER_ID_FILTERS) {
    const id = filters[key]
    if (id) parts.push(`${memberLabel(locale, key)}: ${choiceName(lookups[lookup], id)}`)
  }
  if (filters.tagIds) {
    const names = filters.tagIds.split(',').map((id) => choiceName(lookups.tags, id))
    parts.push(`${memberLabel(locale, 'tags')}: ${names.join(', ')}`)
  }
  if (filters.status !== undefined)
    parts.push(`${memberLabel(locale, 'status')}: ${memberStatusName(locale, filters.status)}`)
  if (filters.registerDateFrom || filters.registerDateTo)
    parts.push(`${rangeTitle}: ${filters.registerDateFrom ?? ''} ~ ${filters.registerDateTo ?? ''}`)
  return parts.join(' · ')
}

export interface MemberFilterInputProps {
  /** the filters as the pack keeps them: the JSON of `insider/save/query`'s body */
  value?: string
  onChange?(value: string): void
  locale: Locale
  lookups: MemberLookups
  rangeTitle: string
}

/**
 * A crowd pack's filters, asked as the member list's search asks them and saved as the body the
 * member list sends (`memberFilter`), so a pack counts the members that search shows.
 */
export function MemberFilterInput({ value, onChange, locale, lookups, rangeTitle }: MemberFilterInputProps) {
  const [values, setValues] = useState<SearchValues>(() => searchValuesOf(parseFilters(value)))
  const set = (patch: SearchValues) => {
    const next = { ...values, ...patch }
    setValues(next)
    onChange?.(JSON.stringify(memberFilter(next)))
  }
  const text = (key: 'cardNo' | 'name' | 'phone') => (
    <Input
      key={key}
      prefix={<Typography.Text type="secondary">{memberLabel(locale, key)}</Typography.Text>}
      aria-label={memberLabel(locale, key)}
      value={values[key]}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  )
  const choose = ([key, lookup]: (typeof MEMBER_ID_FILTERS)[number]) => (
    <Select
      key={key}
      aria-label={memberLabel(locale, key)}
      placeholder={memberLabel(locale, key)}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      loading={lookups[lookup] === null}
      options={lookupOptions(lookups, lookup)}
      value={values[key]}
      onChange={(id?: string) => set({ [key]: id ?? '' })}
    />
  )
  const from = values.registerDateFrom ? dayjs(values.registerDateFrom) : null
  const to = values.registerDateTo ? dayjs(values.registerDateTo) : null
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {text('cardNo')}
      {text('name')}
      {text('phone')}
      {MEMBER_ID_FILTERS.map(choose)}
      <Select
        aria-label={memberLabel(locale, 'tags')}
        placeholder={memberLabel(locale, 'tags')}
        mode="multiple"
        allowClear
        optionFilterProp="label"
        style={{ width: '100%' }}
        loading={lookups.tags === null}
        options={[...(lookups.tags ?? [])]}
        value={values.tagIds ?? []}
        onChange={(tagIds: string[]) => set({ tagIds })}
      />
      <Select
        aria-label={memberLabel(locale, 'status')}
        placeholder={memberLabel(locale, 'status')}
        allowClear
        style={{ width: '100%' }}
        options={Object.entries(MEMBER_STATUSES).map(([status, names]) => ({
          value: Number(status),
          label: names[locale],
        }))}
        value={values.status === undefined ? undefined : Number(values.status)}
        onChange={(status?: number) => set({ status: status ?? '' })}
      />
      <DatePicker.RangePicker
        aria-label={rangeTitle}
        style={{ width: '100%' }}
        value={[from, to]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          set({
            registerDateFrom: range?.[0]?.format(DAY) ?? '',
            registerDateTo: range?.[1]?.format(DAY) ?? '',
          })
        }
      />
    </Space>
  )
}
