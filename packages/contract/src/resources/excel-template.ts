import { defineResource } from '../resource'

/** The import/export template of a function: the file users download, and its column mapping (JSON). */
export const excelTemplateResource = defineResource({
  name: 'excelTemplate',
  basePath: '/api/blade-system/exceltemplate',
  permission: 'excel_template',
  label: { zh_CN: 'Excel模板', zh_HK: 'Excel範本', en: 'Excel template' },
  softDelete: true,
  defaultSort: { field: 'functionCode', order: 'asc' },
  fields: {
    functionCode: {
      type: 'string',
      label: { zh_CN: '功能编号', zh_HK: '功能編號', en: 'Function code' },
      required: true,
      max: 128,
      pattern: '^[A-Za-z][A-Za-z0-9_.:-]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    templateName: {
      type: 'string',
      label: { zh_CN: '模板名称', zh_HK: '範本名稱', en: 'Template name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    templateUrl: {
      type: 'string',
      label: { zh_CN: '模板地址', zh_HK: '範本地址', en: 'Template address' },
      required: true,
      max: 1000,
    },
    columns: {
      type: 'text',
      label: { zh_CN: '列定义', zh_HK: '欄定義', en: 'Columns (JSON)' },
      max: 100000,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
