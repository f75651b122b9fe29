import { defineResource } from '../resource'

/**
 * Two kinds of role (docs/access-control.md): an organisation role is a position in the role tree a
 * user holds for their job; a function role is a flat bundle of functions added on top of it. Both
 * are granted menus, data scopes and API scopes the same way, and a user's rights are the union.
 */
export const ROLE_TYPE = { organisation: 1, function: 2 } as const

/** The alias of the role that holds every permission of its tenant. */
export const ADMINISTRATOR_ALIAS = 'administrator'

export const roleResource = defineResource({
  name: 'role',
  basePath: '/api/blade-system/role',
  permission: 'role',
  label: { zh_CN: '角色', zh_HK: '角色', en: 'Role' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  uniqueTogether: [['roleAlias']],
  fields: {
    parentId: {
      type: 'id',
      label: { zh_CN: '上级角色', zh_HK: '上級角色', en: 'Parent' },
      default: '0',
      search: 'eq',
    },
    roleName: {
      type: 'string',
      label: { zh_CN: '角色名称', zh_HK: '角色名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    roleAlias: {
      type: 'string',
      label: { zh_CN: '角色别名', zh_HK: '角色別名', en: 'Alias' },
      required: true,
      max: 255,
      pattern: '^[A-Za-z0-9_-]+$',
      search: 'eq',
      sort: true,
    },
    roleType: {
      type: 'int',
      label: { zh_CN: '角色类型', zh_HK: '角色類型', en: 'Kind' },
      min: 1,
      max: 2,
      options: [
        {
          value: ROLE_TYPE.organisation,
          label: { zh_CN: '组织角色', zh_HK: '組織角色', en: 'Organisation role' },
        },
        { value: ROLE_TYPE.function, label: { zh_CN: '功能角色', zh_HK: '功能角色', en: 'Function role' } },
      ],
      default: 1,
      search: 'eq',
    },
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
