import { useRef, useState, type CSSProperties } from 'react'
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

interface PickerLook {
  id?: string
  placeholder?: string
  'aria-label'?: string
  style?: CSSProperties
}
type MemberPickerProps = PickerLook &
  (
    | { multiple?: false; value?: string; onChange?: (id: string | undefined) => void }
    | { multiple: true; value?: string[]; onChange?: (ids: string[]) => void }
  )

/**
 * Members found as the user types (the members' search, 20 at a time), held by id: one, or several with
 * `multiple`. A chosen member keeps its name when a later search no longer finds it. A user who may not
 * search members finds none, with no error shown.
 */
export default function MemberPicker({ value, onChange, multiple, ...look }: MemberPickerProps) {
  const api = useApi()
  const [found, setFound] = useState<{ value: string; label: string }[]>([])
  const named = useRef(new Map<string, string>())
  const search = async (text: string) => {
    const filter = memberFilter(text)
    if (!filter) return
    const page = await call(api, memberEndpoints.search, {
      query: { current: 1, size: FOUND_SIZE },
      body: filter,
    }).catch(() => ({ records: [] }))
    const options = page.records.map((m) => ({
      value: String(m.id),
      label: `${String(m.name)} · ${String(m.cardNo)}`,
    }))
    for (const o of options) named.current.set(o.value, o.label)
    setFound(options)
  }
  const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value]
  const options = [
    ...found,
    ...chosen
      .filter((id) => !found.some((o) => o.value === id))
      .map((id) => ({ value: id, label: named.current.get(id) ?? id })),
  ]
  return (
    <Select<string | string[]>
      {...look}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      value={value}
      filterOption={false}
      onSearch={(text) => void search(text)}
      onChange={(picked) =>
        multiple
          ? onChange?.((picked as string[] | undefined) ?? [])
          : onChange?.((picked as string | undefined) ?? undefined)
      }
      options={options}
    />
  )
}
