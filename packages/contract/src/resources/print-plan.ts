import { defineResource } from '../resource'

/** Print plans of a screen (spec §3 Print plan: menuId, printPlanName, forbidReprint) with their template. */
export const printPlanResource = defineResource({
  name: 'printPlan',
  basePath: '/api/blade-system/print-plan',
  permission: 'print_plan',
  label: { zh_CN: '打印方案', zh_HK: '列印方案', en: 'Print plan' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  uniqueTogether: [['menuId', 'printPlanName']],
  fields: {
    menuId: {
      type: 'id',
      label: { zh_CN: '所属菜单', zh_HK: '所屬選單', en: 'Menu' },
      required: true,
      search: 'eq',
    },
    menuCode: {
      type: 'string',
      label: { zh_CN: '菜单编号', zh_HK: '選單編號', en: 'Menu code' },
      max: 128,
      search: 'eq',
    },
    printPlanName: {
      type: 'string',
      label: { zh_CN: '方案名称', zh_HK: '方案名稱', en: 'Plan name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    template: {
      type: 'text',
      label: { zh_CN: '打印模板', zh_HK: '列印範本', en: 'Template (JSON)' },
      required: true,
      max: 500000,
    },
    forbidReprint: {
      type: 'bool',
      label: { zh_CN: '禁止重复打印', zh_HK: '禁止重複列印', en: 'No reprint' },
      default: 0,
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
