import { defineResource } from '../resource'

/** System parameters (spec §7 System "params"): a tenant's settings read by key. */
export const paramResource = defineResource({
  name: 'param',
  basePath: '/api/blade-system/param',
  permission: 'param',
  label: { zh_CN: '参数', zh_HK: '參數', en: 'Parameter' },
  softDelete: true,
  defaultSort: { field: 'paramKey', order: 'asc' },
  fields: {
    paramName: {
      type: 'string',
      label: { zh_CN: '参数名称', zh_HK: '參數名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    paramKey: {
      type: 'string',
      label: { zh_CN: '参数键名', zh_HK: '參數鍵名', en: 'Key' },
      required: true,
      max: 255,
      pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    paramValue: {
      type: 'text',
      label: { zh_CN: '参数键值', zh_HK: '參數鍵值', en: 'Value' },
      required: true,
      max: 4000,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
