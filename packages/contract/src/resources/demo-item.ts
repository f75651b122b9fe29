import { defineResource } from '../resource'

/** The dictionaries a display plan's selects take their values from (seeded for the demo tenants). */
export const DEMO_DICTS = { category: 'demo_shelf_category', status: 'demo_item_status' } as const

/**
 * Display shelf plans: which products a store puts on which fixture, and what the slot costs. The record
 * of the template sub-app child-store-demo (issue 5), shown on the shared CrudTable.
 */
export const demoItemResource = defineResource({
  name: 'demo-item',
  basePath: '/api/store-demo/item',
  permission: 'demo',
  label: { zh_CN: '陈列计划', zh_HK: '陳列計劃', en: 'Display plan' },
  softDelete: true,
  defaultSort: { field: 'launchDate', order: 'desc' },
  fields: {
    planCode: {
      type: 'string',
      label: { zh_CN: '计划编号', zh_HK: '計劃編號', en: 'Plan code' },
      required: true,
      min: 1,
      max: 32,
      pattern: '^[A-Z0-9][A-Z0-9-]*$',
      unique: true,
      search: 'prefix',
      sort: true,
    },
    planName: {
      type: 'string',
      label: { zh_CN: '计划名称', zh_HK: '計劃名稱', en: 'Plan name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    category: {
      type: 'string',
      label: { zh_CN: '陈列位置', zh_HK: '陳列位置', en: 'Fixture' },
      required: true,
      max: 32,
      dict: DEMO_DICTS.category,
      search: 'eq',
    },
    amount: {
      type: 'decimal',
      label: { zh_CN: '陈列费用', zh_HK: '陳列費用', en: 'Display fee' },
      required: true,
      pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$',
      sort: true,
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      dict: DEMO_DICTS.status,
      search: 'eq',
    },
    launchDate: {
      type: 'date',
      label: { zh_CN: '上架日期', zh_HK: '上架日期', en: 'Launch date' },
      required: true,
      sort: true,
    },
    remark: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
