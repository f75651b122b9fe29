import { defineResource, STATUS_OPTIONS } from '../resource'

/**
 * The Logistics service area's first record (made by `pnpm new:area`): rename it and give it the fields the
 * area needs. The server validates with it, the CrudTable draws it, the menu seed names its buttons.
 */
export const wlfwItemResource = defineResource({
  name: 'wlfw-item',
  basePath: '/api/store-wlfw/item',
  permission: 'wlfw_item',
  label: { zh_CN: '物流服务', zh_HK: '物流服務', en: 'Logistics service' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
      required: true,
      min: 1,
      max: 32,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
      unique: true,
      search: 'prefix',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      options: STATUS_OPTIONS,
      search: 'eq',
    },
    remark: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
