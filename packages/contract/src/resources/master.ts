import type { Locale } from '../constants'
import { defineResource, type FieldDef } from '../resource'

type Labels = Record<Locale, string>

/** Codes of master data: letters, digits and `_ . -`, as cashier systems key them. */
export const MASTER_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$'

const masterFields = (nameLabel: Labels) =>
  ({
    code: {
      type: 'string',
      label: { zh_CN: '编码', zh_HK: '編碼', en: 'Code' },
      required: true,
      min: 1,
      max: 32,
      pattern: MASTER_CODE_PATTERN,
      search: 'prefix',
      sort: true,
    },
    name: {
      type: 'string',
      label: nameLabel,
      required: true,
      min: 1,
      max: 64,
      pattern: '\\S',
      search: 'like',
      sort: true,
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    status: {
      type: 'bool',
      label: { zh_CN: '启用', zh_HK: '啟用', en: 'Enabled' },
      default: 1,
      search: 'eq',
    },
  }) satisfies Record<string, FieldDef>

interface MasterSpec<E extends Record<string, FieldDef>> {
  name: string
  basePath: string
  permission: string
  label: Labels
  /** the label of the record's name (e.g. 剂型名称) */
  nameLabel: Labels
  /** fields beyond code, name, sort and status */
  extra?: E
}

/**
 * A plain master of goods data (brand, dosage form, unit…): a code unique in the tenant, a name, a
 * sort and an enabled flag, removed logically and resolved by pickers through `queryByIds`.
 */
export function masterResource<E extends Record<string, FieldDef> = Record<never, FieldDef>>(
  spec: MasterSpec<E>,
) {
  return defineResource({
    name: spec.name,
    basePath: spec.basePath,
    permission: spec.permission,
    label: spec.label,
    softDelete: true,
    defaultSort: { field: 'sort', order: 'asc' },
    queryByIds: {},
    fields: { ...masterFields(spec.nameLabel), ...(spec.extra ?? ({} as E)) },
  })
}
