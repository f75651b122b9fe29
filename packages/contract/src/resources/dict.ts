import { defineResource } from '../resource'

/** antd's preset tag colours; any other colour is written `#rrggbb`. */
export const DICT_PRESET_COLOURS = [
  'default',
  'success',
  'processing',
  'error',
  'warning',
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const
export const DICT_COLOUR_PATTERN = `^(#[0-9A-Fa-f]{6}|${DICT_PRESET_COLOURS.join('|')})$`

/** Dictionary entries of spec §7 System/Dictionary: a root row per code, its items as children. */
export const dictResource = defineResource({
  name: 'dict',
  basePath: '/api/blade-system/dict',
  permission: 'dict',
  label: { zh_CN: '字典', zh_HK: '字典', en: 'Dictionary' },
  softDelete: true,
  treeEntity: true,
  defaultSort: { field: 'sort', order: 'asc' },
  uniqueTogether: [['parentId', 'code', 'dictKey']],
  fields: {
    parentId: {
      type: 'id',
      label: { zh_CN: '上级字典', zh_HK: '上級字典', en: 'Parent' },
      default: '0',
      search: 'eq',
    },
    code: {
      type: 'string',
      label: { zh_CN: '字典编号', zh_HK: '字典編號', en: 'Code' },
      required: true,
      max: 255,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      search: 'like',
      sort: true,
    },
    dictKey: {
      type: 'string',
      label: { zh_CN: '字典键值', zh_HK: '字典鍵值', en: 'Key' },
      required: true,
      max: 255,
      search: 'eq',
      sort: true,
    },
    dictValue: {
      type: 'string',
      label: { zh_CN: '字典名称', zh_HK: '字典名稱', en: 'Value' },
      required: true,
      max: 255,
      search: 'like',
      sort: true,
    },
    dictValueZhHk: {
      type: 'string',
      label: { zh_CN: '繁体名称', zh_HK: '繁體名稱', en: 'Value (zh_HK)' },
      max: 255,
    },
    dictValueEn: {
      type: 'string',
      label: { zh_CN: '英文名称', zh_HK: '英文名稱', en: 'Value (en)' },
      max: 255,
    },
    colour: {
      type: 'string',
      label: { zh_CN: '颜色', zh_HK: '顏色', en: 'Colour' },
      max: 32,
      pattern: DICT_COLOUR_PATTERN,
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      sort: true,
      default: 0,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
    isSealed: {
      type: 'bool',
      label: { zh_CN: '封存', zh_HK: '封存', en: 'Sealed' },
      default: 0,
      search: 'eq',
      dict: 'yes_no',
    },
  },
})
