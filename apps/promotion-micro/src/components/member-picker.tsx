import { useState, type CSSProperties } from 'react'
import { Select } from 'antd'
import { memberEndpoints, type MemberFilter } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'

const FOUND_SIZE = 20
const PHONE = /^1\d{10}$/
const DIGITS = /^\d+$/

/** What the typed text searches by: a mobile number, else a member id, else the name's beginning. */
export function memberFilter(text: string): MemberFilter | null {
  const typed = text.trim()
  if (!typed) return null
  if (PHONE.test(typed)) return { phone: typed }
  if (DIGITS.test(typed)) return { insiderId: typed }
  return { name: typed }
}

interface MemberPickerProps {
  value?: string
  onChange?: (id: string | undefined) => void
  id?: string
  placeholder?: string
  style?: CSSProperties
}

/**
 * A member found as the user types (the members' search, 20 at a time), held by id. A user who may not
 * search members finds none, with no error shown.
 */
export default function MemberPicker({ value, onChange, ...rest }: MemberPickerProps) {
  const api = useApi()
  const [options, setOptions] = useState<{ value: string; label: string }[]>([])
  const search = async (text: string) => {
    const filter = memberFilter(text)
    if (!filter) return
    const found = await call(api, memberEndpoints.search, {
      query: { current: 1, size: FOUND_SIZE },
      body: filter,
    }).catch(() => ({ records: [] }))
    setOptions(
      found.records.map((m) => ({
        value: String(m.id),
        label: `${String(m.name)} · ${String(m.cardNo)}`,
      })),
    )
  }
  return (
    <Select<string>
      {...rest}
      showSearch
      allowClear
      value={value}
      filterOption={false}
      onSearch={(text) => void search(text)}
      onChange={(id) => onChange?.(id ?? undefined)}
      options={
        value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options
      }
    />
  )
}
