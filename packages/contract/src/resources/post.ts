import { defineResource } from '../resource'

/** Kinds of post (`category`, BladeX's post categories); the column takes 1–9, these are the named ones. */
export const POST_CATEGORY = { senior: 1, middle: 2, staff: 3, other: 4 } as const

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
      options: [
        { value: POST_CATEGORY.senior, label: { zh_CN: '高层', zh_HK: '高層', en: 'Senior management' } },
        { value: POST_CATEGORY.middle, label: { zh_CN: '中层', zh_HK: '中層', en: 'Middle management' } },
        { value: POST_CATEGORY.staff, label: { zh_CN: '基层', zh_HK: '基層', en: 'Staff' } },
        { value: POST_CATEGORY.other, label: { zh_CN: '其他', zh_HK: '其他', en: 'Other' } },
      ],
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
