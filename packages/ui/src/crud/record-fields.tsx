import { Fragment, type ReactNode } from 'react'
import {
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import type { FieldDef, Locale, ResourceDef } from '@store/contract'
import type { Translate } from '../messages'
import type { DictItem } from '@store/contract'
import { choiceValue, joinChoices, splitChoices, type ChoiceOption } from './dictionaries'
import { fieldRules } from './rules'

interface RecordFieldProps {
  name: string
  field: FieldDef
  locale: Locale
  t: Translate
  dictionaries: Record<string, DictItem[]>
}

function RecordField({ name, field, locale, t, dictionaries }: RecordFieldProps) {
  const common = { name, label: field.label[locale], rules: fieldRules(field, locale, t) }
  if (field.options) {
    const options = field.options.map((o) => ({ label: o.label[locale], value: o.value }))
    if (field.multiple) {
      // the stored comma list is a list of choices in the select, and comma-joined again on submit
      const valueOf = (part: string) => options.find((o) => String(o.value) === part)?.value ?? part
      return (
        <ProFormSelect
          {...common}
          mode="multiple"
          options={options}
          convertValue={(value: unknown) => (Array.isArray(value) ? value : splitChoices(value).map(valueOf))}
          transform={(value: unknown) => ({ [name]: joinChoices(value) })}
        />
      )
    }
    return <ProFormSelect {...common} options={options} />
  }
  if (field.dict || field.type === 'bool') {
    const options: ChoiceOption[] = field.dict
      ? (dictionaries[field.dict] ?? []).map((i) => ({
          label: i.dictValue,
          value: choiceValue(field, i.dictKey),
        }))
      : [
          { label: t('yes'), value: 1 },
          { label: t('no'), value: 0 },
        ]
    return <ProFormSelect {...common} options={options} />
  }
  switch (field.type) {
    case 'int':
      return <ProFormDigit {...common} min={field.min} max={field.max} fieldProps={{ precision: 0 }} />
    case 'date':
      return <ProFormDatePicker {...common} />
    case 'datetime':
      return <ProFormDateTimePicker {...common} />
    case 'text':
      return (
        <ProFormTextArea {...common} fieldProps={{ maxLength: field.max, showCount: Boolean(field.max) }} />
      )
    default:
      return <ProFormText {...common} />
  }
}

/**
 * The add/edit/view form's fields: one per field of the resource, in definition order; `inputs`
 * replace the plain input of their field, and those of names the resource lacks (e.g. a user's roles)
 * follow the fields.
 */
export function RecordFields({
  def,
  inputs = {},
  ...props
}: Omit<RecordFieldProps, 'name' | 'field'> & {
  def: ResourceDef
  inputs?: Partial<Record<string, ReactNode>>
}) {
  const added = Object.entries(inputs).filter(([name]) => !(name in def.fields))
  return (
    <>
      {Object.entries(def.fields).map(([name, field]) => (
        <Fragment key={name}>{inputs[name] ?? <RecordField name={name} field={field} {...props} />}</Fragment>
      ))}
      {added.map(([name, input]) => (
        <Fragment key={name}>{input}</Fragment>
      ))}
    </>
  )
}

/** A new record's starting values: the defaults the definition declares. */
export const defaultsOf = (def: ResourceDef): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(def.fields).flatMap(([name, f]) => (f.default === undefined ? [] : [[name, f.default]])),
  )
