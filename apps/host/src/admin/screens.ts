import {
  apiLogResource,
  apiScopeResource,
  appRecordResource,
  applicationResource,
  codeKeyResource,
  dataScopeResource,
  deptResource,
  errorLogResource,
  excelTemplateResource,
  loginLogResource,
  menuResource,
  microAppResource,
  noticeResource,
  operationLogResource,
  paramResource,
  postResource,
  printPlanResource,
  roleSourceRecordResource,
  shortcutKeyResource,
  topMenuResource,
  versionResource,
  webLogResource,
  type ResourceDef,
  type ResourceEndpoints,
} from '@store/contract'

export interface AdminScreenDef {
  resource: ResourceDef
  /** where the server keeps this resource's calls, when not at the framework's names */
  endpoints?: Partial<ResourceEndpoints>
  /** the server's import template (function code) of the list, when it can be imported */
  importCode?: string
  /** false where the server's download centre cannot export the resource (it has its own routes) */
  exportable?: boolean
}

/**
 * The plain administration screens: a contract resource each, shown by one CrudTable. Kept out of
 * the shell's first bundle: only the admin chunk imports it (routes.ts names the keys).
 */
export const ADMIN_SCREENS = {
  dept: { resource: deptResource, endpoints: { page: 'list', tree: true }, exportable: false },
  post: { resource: postResource, importCode: postResource.name },
  /** every menu with its buttons below it, as one tree */
  menu: { resource: menuResource, endpoints: { page: 'list', tree: true }, exportable: false },
  param: { resource: paramResource },
  codeKey: {
    resource: codeKeyResource,
    endpoints: { submit: 'saveOrUpdate', removeMethod: 'GET' },
  },
  notice: { resource: noticeResource, endpoints: { page: 'list' } },
  topMenu: { resource: topMenuResource },
  shortcutKey: { resource: shortcutKeyResource },
  excelTemplate: {
    resource: excelTemplateResource,
    endpoints: {
      page: 'list',
      submit: 'save-update',
      remove: 'delete',
      removeMethod: 'GET',
      removeParam: 'id',
    },
  },
  application: { resource: applicationResource },
  version: {
    resource: versionResource,
    endpoints: { page: 'pageQuery', submit: 'saveOrUpdate', remove: 'delete' },
  },
  microApp: { resource: microAppResource },
  printPlan: { resource: printPlanResource },
  dataScope: { resource: dataScopeResource },
  apiScope: { resource: apiScopeResource },
  roleSourceRecord: { resource: roleSourceRecordResource, endpoints: { page: 'list' } },
  loginLog: { resource: loginLogResource },
  apiLog: { resource: apiLogResource, exportable: false },
  errorLog: { resource: errorLogResource, exportable: false },
  webLog: { resource: webLogResource, exportable: false },
  operationLog: { resource: operationLogResource, exportable: false },
  appRecord: { resource: appRecordResource, endpoints: { page: 'list' } },
} satisfies Record<string, AdminScreenDef>

export type AdminScreenName = keyof typeof ADMIN_SCREENS
