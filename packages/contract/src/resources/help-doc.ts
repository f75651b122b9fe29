import { defineResource } from '../resource'

/** Help documents of a screen (spec §3 Help document: docName, docUrl, docIcon), by the screen's menu code. */
export const helpDocResource = defineResource({
  name: 'helpDoc',
  basePath: '/api/blade-desk/help-doc',
  permission: 'help_doc',
  label: { zh_CN: '帮助文档', zh_HK: '幫助文件', en: 'Help document' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    menuCode: {
      type: 'string',
      label: { zh_CN: '菜单编号', zh_HK: '選單編號', en: 'Menu code' },
      required: true,
      max: 128,
      search: 'eq',
      sort: true,
    },
    docName: {
      type: 'string',
      label: { zh_CN: '文档名称', zh_HK: '文件名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    docUrl: {
      type: 'string',
      label: { zh_CN: '文档地址', zh_HK: '文件地址', en: 'Address' },
      required: true,
      max: 1000,
    },
    docIcon: { type: 'string', label: { zh_CN: '图标', zh_HK: '圖示', en: 'Icon' }, max: 1000 },
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
