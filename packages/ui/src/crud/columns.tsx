import type { ReactNode } from 'react'
import type { ProColumns, ProFieldValueType } from '@ant-design/pro-components'
import type { FieldDef, Locale, ResourceDef } from '@store/contract'
import type { Translate } from '../messages'
import type { DictItem } from '@store/contract'
import { splitChoices } from './dictionaries'

export type CrudRecord = { id: string } & Record<string, unknown>
export type CellRenderer<R extends CrudRecord> = (value: unknown, record: R) => ReactNode

const valueTypeOf = (field: FieldDef): ProFieldValueType => {
  if (field.multiple) return 'text'
  if (field.dict || field.options || field.type === 'bool') return 'select'
  if (field.type === 'date') return 'date'
  if (field.type === 'datetime') return 'dateTime'
  return 'text'
}

/** A number read as an amount (right-aligned); a number that names a choice reads as its label. */
const isAmount = (field: FieldDef) =>
  (field.type === 'decimal' || field.type === 'int') && !field.options && !field.dict

const valueEnumOf = (
  field: FieldDef,
  dictionaries: Record<string, DictItem[]>,
  locale: Locale,
  t: Translate,
) => {
  if (field.multiple) return undefined
  if (field.options) return Object.fromEntries(field.options.map((o) => [o.value, { text: o.label[locale] }]))
  if (field.dict) {
    return Object.fromEntries((dictionaries[field.dict] ?? []).map((i) => [i.dictKey, { text: i.dictValue }]))
  }
  if (field.type === 'bool') return { 1: { text: t('yes') }, 0: { text: t('no') } }
  return undefined
}

export interface ColumnOptions<R extends CrudRecord> {
  locale: Locale
  t: Translate
  dictionaries: Record<string, DictItem[]>
  /** field names the user may not see (menu hide-columns) */
  hidden: readonly string[]
  render?: Partial<Record<string, CellRenderer<R>>>
}

/** A multiple field's stored values by their names, joined with '、'; a value not among its options as it is. */
const namesOf = (field: FieldDef, value: unknown, locale: Locale): unknown => {
  const parts = splitChoices(value)
  if (!parts.length) return value
  const name = (part: string) => field.options?.find((o) => String(o.value) === part)?.label[locale] ?? part
  return parts.map(name).join('、')
}

/** One column per field the user may see: searchable ones in the search form, sortable ones sortable. */
export function resourceColumns<R extends CrudRecord>(
  def: ResourceDef,
  { locale, t, dictionaries, hidden, render }: ColumnOptions<R>,
): ProColumns<R>[] {
  return Object.entries(def.fields)
    .filter(([name]) => !hidden.includes(name))
    .map(([name, field]) => {
      const renderCell = render?.[name]
      return {
        title: field.label[locale],
        dataIndex: name,
        key: name,
        valueType: valueTypeOf(field),
        valueEnum: valueEnumOf(field, dictionaries, locale, t),
        sorter: Boolean(field.sort),
        hideInSearch: !field.search,
        ellipsis: field.type === 'text',
        align: isAmount(field) ? ('right' as const) : undefined,
        ...(field.multiple && { renderText: (value: unknown) => namesOf(field, value, locale) }),
        ...(renderCell && { render: (_: ReactNode, record: R) => renderCell(record[name], record) }),
      }
    })
}
