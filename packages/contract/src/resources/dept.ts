import { defineResource } from '../resource'

/** Kinds of department (`deptCategory`); the column takes 1–9, these are the named ones. */
export const DEPT_CATEGORY = { company: 1, region: 2, store: 3 } as const

/** The parent id of a top-level department (and of a tenant's root department). */
export const DEPT_ROOT_ID = '0'

/**
 * Departments (spec §7 System "dept"): a tree per tenant. The server keeps each department's
 * `ancestors` itself; clients send only the parent.
 */
export const deptResource = defineResource({
  name: 'dept',
  basePath: '/api/blade-system/dept',
  permission: 'dept',
  label: { zh_CN: '部门', zh_HK: '部門', en: 'Department' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    parentId: {
      type: 'id',
      label: { zh_CN: '上级部门', zh_HK: '上級部門', en: 'Parent department' },
      default: DEPT_ROOT_ID,
      search: 'eq',
    },
    deptName: {
      type: 'string',
      label: { zh_CN: '部门名称', zh_HK: '部門名稱', en: 'Department name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    fullName: {
      type: 'string',
      label: { zh_CN: '部门全称', zh_HK: '部門全稱', en: 'Full name' },
      max: 255,
      search: 'like',
    },
    deptCategory: {
      type: 'int',
      label: { zh_CN: '部门类型', zh_HK: '部門類型', en: 'Category' },
      min: 1,
      max: 9,
      default: 1,
      search: 'eq',
      options: [
        { value: DEPT_CATEGORY.company, label: { zh_CN: '公司', zh_HK: '公司', en: 'Company' } },
        { value: DEPT_CATEGORY.region, label: { zh_CN: '大区', zh_HK: '大區', en: 'Region' } },
        { value: DEPT_CATEGORY.store, label: { zh_CN: '门店', zh_HK: '門店', en: 'Store' } },
      ],
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
