import { useEffect, useState } from 'react'
import { Select } from 'antd'
import {
  endpointsOf,
  goodsResource,
  memberGradeResource,
  priceListResource,
  retailShopResource,
  type Page,
  type ResourceDef,
} from '@store/contract'
import { useApi } from '@store/micro'

type Row = Record<string, unknown> & { id: string }

/** How a kind of record is found by text and named in a select. */
interface Source {
  resource: ResourceDef
  /** the page call's filter the typed text goes to */
  search: string
  label(row: Row): string
}

export const SOURCES = {
  goods: { resource: goodsResource, search: 'tradeName', label: (g) => `${g.goodsCode} ${g.tradeName}` },
  shop: { resource: retailShopResource, search: 'name', label: (s) => `${s.code} ${s.name}` },
  grade: { resource: memberGradeResource, search: 'gradeName', label: (g) => String(g.gradeName) },
  list: { resource: priceListResource, search: 'name', label: (l) => `${l.code} ${l.name}` },
} satisfies Record<string, Source>

export interface RecordSelectProps {
  source: keyof typeof SOURCES
  value?: string
  onChange?(id: string | undefined, label?: string): void
  placeholder?: string
  style?: React.CSSProperties
  'aria-label'?: string
  /** a picker that only adds (e.g. goods onto an order): it shows no value of its own */
  picker?: boolean
}

/** Picks one record (goods, shop, member grade, price list) found by the text typed. */
export function RecordSelect({ source, value, onChange, picker, ...rest }: RecordSelectProps) {
  const api = useApi()
  const { resource, search, label } = SOURCES[source] as Source
  const [options, setOptions] = useState<{ value: string; label: string }[]>([])
  const find = async (text: string) => {
    const found = await api.get<Page<Row>>(`${resource.basePath}/${endpointsOf(resource).page}`, {
      ...(text ? { [search]: text } : {}),
      size: 20,
    })
    setOptions(found.records.map((r) => ({ value: r.id, label: label(r) })))
  }
  useEffect(() => {
    void find('')
  }, [source])
  return (
    <Select<string>
      showSearch
      allowClear={!picker}
      filterOption={false}
      value={picker ? null : value}
      onSearch={(text) => void find(text)}
      onChange={(id) => onChange?.(id, options.find((o) => o.value === id)?.label)}
      options={options}
      {...rest}
    />
  )
}
