import { STATUS_OPTIONS, defineResource } from '../resource'

/** The pattern of an account name: letters, digits and `_ . @ -`, starting with a letter or digit. */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.@-]*$'

/**
 * Users as the administration screens see them (spec §7 Users). Not plain CRUD: the server's user
 * service adds initial passwords, roles, posts and the account limit; this definition gives the
 * fields, their labels and filters, and the permission codes (`user_view`, `_add`, `_edit`, `_delete`).
 */
export const userResource = defineResource({
  name: 'user',
  basePath: '/api/blade-user',
  permission: 'user',
  label: { zh_CN: '用户', zh_HK: '用戶', en: 'User' },
  softDelete: true,
  defaultSort: { field: 'account', order: 'asc' },
  // "own" is the user's own record; the department scopes compare the user's department.
  scope: { resource: 'user', deptColumn: 'deptId', userColumn: 'id' },
  fields: {
    account: {
      type: 'string',
      label: { zh_CN: '登录账号', zh_HK: '登入帳號', en: 'Account' },
      required: true,
      min: 2,
      max: 64,
      pattern: ACCOUNT_PATTERN,
      search: 'like',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '用户昵称', zh_HK: '用戶暱稱', en: 'Nickname' },
      max: 64,
    },
    realName: {
      type: 'string',
      label: { zh_CN: '用户姓名', zh_HK: '用戶姓名', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    phone: {
      type: 'string',
      label: { zh_CN: '手机号码', zh_HK: '手機號碼', en: 'Mobile number' },
      required: true,
      max: 32,
      search: 'like',
    },
    email: {
      type: 'string',
      label: { zh_CN: '电子邮箱', zh_HK: '電子郵箱', en: 'Email' },
      max: 255,
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    },
    deptId: {
      type: 'id',
      label: { zh_CN: '所属部门', zh_HK: '所屬部門', en: 'Department' },
      search: 'eq',
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      search: 'eq',
      options: STATUS_OPTIONS,
    },
  },
})
