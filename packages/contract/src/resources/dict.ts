import { defineResource } from '../resource'

/** Dictionary entries of spec §7 System/Dictionary: a root row per code, its items as children. */
export const dictResource = defineResource({
  name: 'dict',
  basePath: '/api/blade-system/dict',
  permission: 'dict',
  label: { zh_CN: '字典', zh_HK: '字典', en: 'Dictionary' },
  softDelete: true,
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
