import { defineResource } from '../resource'

/** An entry of the tenant's top menu bar: it groups menus (per user, else the tenant's arrangement). */
export const topMenuResource = defineResource({
  name: 'topMenu',
  basePath: '/api/blade-system/topmenu',
  permission: 'topmenu',
  label: { zh_CN: '顶部菜单', zh_HK: '頂部選單', en: 'Top menu' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '顶部菜单编号', zh_HK: '頂部選單編號', en: 'Code' },
      required: true,
      max: 128,
      pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
      unique: true,
      search: 'eq',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '顶部菜单名称', zh_HK: '頂部選單名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    source: { type: 'string', label: { zh_CN: '菜单图标', zh_HK: '選單圖示', en: 'Icon class' }, max: 255 },
    path: { type: 'string', label: { zh_CN: '路由地址', zh_HK: '路由地址', en: 'Path' }, max: 1000 },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
  },
})
