import { defineResource } from '../resource'

/**
 * Kinds of data scope (docs/access-control.md). 1–5 narrow the rows of a resource's page and list;
 * 6 hides columns of its screen (`menu/hide-columns`) and narrows nothing.
 */
export const DATA_SCOPE_TYPE = {
  all: 1,
  custom: 2,
  own: 3,
  ownDept: 4,
  deptAndBelow: 5,
  hiddenColumns: 6,
} as const

/** Scope categories of a role's grants (`sys_role_scope`). */
export const SCOPE_CATEGORY = { data: 1, api: 2 } as const

const menuId = {
  type: 'id' as const,
  label: { zh_CN: '所属菜单', zh_HK: '所屬選單', en: 'Menu' },
  required: true,
  search: 'eq' as const,
}
const scopeName = {
  type: 'string' as const,
  label: { zh_CN: '权限名称', zh_HK: '權限名稱', en: 'Name' },
  required: true,
  min: 1,
  max: 255,
  search: 'like' as const,
  sort: true,
}
const remark = { type: 'string' as const, label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 }

/** A data scope: which rows of one resource a role sees (or which columns it does not). */
export const dataScopeResource = defineResource({
  name: 'dataScope',
  basePath: '/api/blade-system/data-scope',
  permission: 'data_scope',
  label: { zh_CN: '数据权限', zh_HK: '數據權限', en: 'Data scope' },
  softDelete: true,
  defaultSort: { field: 'scopeName', order: 'asc' },
  fields: {
    menuId,
    resourceCode: {
      type: 'string',
      label: { zh_CN: '资源编号', zh_HK: '資源編號', en: 'Resource' },
      required: true,
      max: 128,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      search: 'eq',
      sort: true,
    },
    scopeName,
    scopeType: {
      type: 'int',
      label: { zh_CN: '权限类型', zh_HK: '權限類型', en: 'Kind' },
      required: true,
      min: 1,
      max: 6,
      search: 'eq',
      options: [
        { value: DATA_SCOPE_TYPE.all, label: { zh_CN: '全部', zh_HK: '全部', en: 'All' } },
        { value: DATA_SCOPE_TYPE.custom, label: { zh_CN: '自定义', zh_HK: '自訂', en: 'Custom' } },
        { value: DATA_SCOPE_TYPE.own, label: { zh_CN: '本人', zh_HK: '本人', en: 'Own' } },
        { value: DATA_SCOPE_TYPE.ownDept, label: { zh_CN: '本部门', zh_HK: '本部門', en: 'Own department' } },
        {
          value: DATA_SCOPE_TYPE.deptAndBelow,
          label: { zh_CN: '本部门及以下', zh_HK: '本部門及以下', en: 'Department and below' },
        },
        {
          value: DATA_SCOPE_TYPE.hiddenColumns,
          label: { zh_CN: '隐藏列', zh_HK: '隱藏欄', en: 'Hidden columns' },
        },
      ],
    },
    scopeColumn: {
      type: 'string',
      label: { zh_CN: '权限字段', zh_HK: '權限欄位', en: 'Column' },
      max: 64,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
    },
    scopeValue: {
      type: 'string',
      label: { zh_CN: '权限值', zh_HK: '權限值', en: 'Values' },
      max: 2000,
    },
    remark,
  },
})

/** An API scope: permission codes bundled under a menu, granted to roles on top of the menu's buttons. */
export const apiScopeResource = defineResource({
  name: 'apiScope',
  basePath: '/api/blade-system/api-scope',
  permission: 'api_scope',
  label: { zh_CN: '接口权限', zh_HK: '介面權限', en: 'API scope' },
  softDelete: true,
  defaultSort: { field: 'scopeName', order: 'asc' },
  fields: {
    menuId,
    scopeName,
    resourceCode: {
      type: 'string',
      label: { zh_CN: '权限编号', zh_HK: '權限編號', en: 'Permission codes' },
      required: true,
      max: 2000,
      pattern: '^[A-Za-z][A-Za-z0-9_]*(,[A-Za-z][A-Za-z0-9_]*)*$',
      search: 'like',
    },
    scopePath: {
      type: 'string',
      label: { zh_CN: '接口地址', zh_HK: '介面地址', en: 'API paths' },
      max: 2000,
    },
    remark,
  },
})
