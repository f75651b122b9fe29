import { defineResource } from '../resource'

/** Posts (job positions, spec §7 System "post"); a user may hold several. */
export const postResource = defineResource({
  name: 'post',
  basePath: '/api/blade-system/post',
  permission: 'post',
  label: { zh_CN: '岗位', zh_HK: '崗位', en: 'Post' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    category: {
      type: 'int',
      label: { zh_CN: '岗位类型', zh_HK: '崗位類型', en: 'Category' },
      min: 1,
      max: 9,
      default: 1,
      search: 'eq',
    },
    postCode: {
      type: 'string',
      label: { zh_CN: '岗位编号', zh_HK: '崗位編號', en: 'Post code' },
      required: true,
      min: 1,
      max: 64,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    postName: {
      type: 'string',
      label: { zh_CN: '岗位名称', zh_HK: '崗位名稱', en: 'Post name' },
      required: true,
      min: 1,
      max: 64,
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
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
