import { defineResource } from '../resource'

const remark = { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 } as const
const sort = {
  type: 'int',
  label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
  min: 0,
  max: 999999,
  default: 0,
  sort: true,
} as const
const applicationId = {
  type: 'id',
  label: { zh_CN: '应用', zh_HK: '應用', en: 'Application' },
  required: true,
  search: 'eq',
} as const
const docFields = {
  applicationId,
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
  sort,
  remark,
} as const

/**
 * The applications of the left application bar (one per area). Platform data: written by the
 * platform's administrators; a tenant uses those opened to it (tenant apps).
 */
export const applicationResource = defineResource({
  name: 'application',
  basePath: '/api/blade-system/application',
  endpoints: { page: 'list_v2', removeMethod: 'GET' },
  permission: 'application',
  label: { zh_CN: '应用', zh_HK: '應用', en: 'Application' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '应用编号', zh_HK: '應用編號', en: 'Code' },
      required: true,
      max: 128,
      pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '应用名称', zh_HK: '應用名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    nameZhHk: {
      type: 'string',
      label: { zh_CN: '繁体名称', zh_HK: '繁體名稱', en: 'Name (zh_HK)' },
      max: 255,
    },
    nameEn: { type: 'string', label: { zh_CN: '英文名称', zh_HK: '英文名稱', en: 'Name (en)' }, max: 255 },
    icon: { type: 'string', label: { zh_CN: '图标', zh_HK: '圖示', en: 'Icon' }, max: 1000 },
    path: {
      type: 'string',
      label: { zh_CN: '基础路由', zh_HK: '基礎路由', en: 'Base route' },
      max: 1000,
      pattern: '^/[A-Za-z0-9/_.-]*$',
    },
    isMicro: { type: 'bool', label: { zh_CN: '微应用', zh_HK: '微應用', en: 'Micro-app' }, default: 0 },
    microName: {
      type: 'string',
      label: { zh_CN: '微应用名称', zh_HK: '微應用名稱', en: 'Micro-app name' },
      max: 64,
    },
    sort,
    remark,
  },
})

/** An application's documents for every tenant (manuals, interface documents). Platform data. */
export const appDocResource = defineResource({
  name: 'appDoc',
  basePath: '/api/blade-system/application-doc',
  permission: 'application',
  label: { zh_CN: '应用文档', zh_HK: '應用文件', en: 'Application document' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: docFields,
})

/** A tenant's own documents for an application, seen only by the tenant. */
export const appPrivateDocResource = defineResource({
  name: 'appPrivateDoc',
  basePath: '/api/blade-system/application-doc/private-doc',
  permission: 'tenant_app',
  label: { zh_CN: '应用私有文档', zh_HK: '應用私有文件', en: 'Private application document' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: docFields,
})

/** An agreement's status: 0 pending, 1 signed, 2 terminated. */
export const PACT_STATUS = { pending: 0, signed: 1, terminated: 2 } as const

/** The service agreement of an application opened to the tenant: created pending, then signed or terminated. */
export const appPactResource = defineResource({
  name: 'appPact',
  basePath: '/api/blade-system/tenant-app-pact',
  permission: 'tenant_app',
  label: { zh_CN: '应用协议', zh_HK: '應用協議', en: 'Application agreement' },
  softDelete: true,
  /** created by opening an application; changed only by `updateStatus` */
  readOnly: true,
  fields: {
    applicationId,
    pactName: {
      type: 'string',
      label: { zh_CN: '协议名称', zh_HK: '協議名稱', en: 'Agreement' },
      max: 255,
      search: 'like',
    },
    status: {
      type: 'int',
      label: { zh_CN: '协议状态', zh_HK: '協議狀態', en: 'Status' },
      min: 0,
      max: 2,
      search: 'eq',
      options: [
        { value: PACT_STATUS.pending, label: { zh_CN: '待签署', zh_HK: '待簽署', en: 'Pending' } },
        { value: PACT_STATUS.signed, label: { zh_CN: '已签署', zh_HK: '已簽署', en: 'Signed' } },
        { value: PACT_STATUS.terminated, label: { zh_CN: '已终止', zh_HK: '已終止', en: 'Terminated' } },
      ],
    },
    signTime: { type: 'datetime', label: { zh_CN: '签署时间', zh_HK: '簽署時間', en: 'Signed' } },
    terminateTime: { type: 'datetime', label: { zh_CN: '终止时间', zh_HK: '終止時間', en: 'Terminated' } },
    remark,
  },
})

/**
 * The applications the platform opens to each tenant (`tenant-app/list_v2`, platform administrators
 * only): one row per tenant, keyed by its id. Read here; the opened applications are set whole by
 * `tenant-app/submit`, not by the resource framework's calls.
 */
export const tenantAppResource = defineResource({
  name: 'tenantApp',
  basePath: '/api/blade-system/tenant-app',
  endpoints: { page: 'list_v2' },
  permission: 'tenant_app',
  label: { zh_CN: '租户应用', zh_HK: '租戶應用', en: 'Tenant applications' },
  softDelete: false,
  readOnly: true,
  fields: {
    tenantId: {
      type: 'string',
      label: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
      max: 12,
      search: 'prefix',
    },
    tenantFullName: {
      type: 'string',
      label: { zh_CN: '租户名称', zh_HK: '租戶名稱', en: 'Tenant name' },
      max: 255,
      search: 'like',
    },
    applicationNames: {
      type: 'text',
      label: { zh_CN: '已开通应用', zh_HK: '已開通應用', en: 'Opened applications' },
    },
  },
})

/** What happened to an application in the tenant. */
export const APP_RECORD_ACTIONS = ['open', 'close', 'sign', 'terminate'] as const

/** The history of the tenant's applications: opened, closed, agreement signed or terminated. */
export const appRecordResource = defineResource({
  name: 'appRecord',
  basePath: '/api/blade-system/app-record',
  permission: 'app_record',
  label: { zh_CN: '应用记录', zh_HK: '應用記錄', en: 'Application record' },
  softDelete: false,
  readOnly: true,
  fields: {
    applicationId: { ...applicationId, required: false },
    applicationName: {
      type: 'string',
      label: { zh_CN: '应用名称', zh_HK: '應用名稱', en: 'Application' },
      max: 255,
      search: 'like',
    },
    action: {
      type: 'string',
      label: { zh_CN: '操作', zh_HK: '操作', en: 'Action' },
      max: 16,
      search: 'eq',
    },
    operatorTenantId: {
      type: 'string',
      label: { zh_CN: '操作租户', zh_HK: '操作租戶', en: 'By tenant' },
      max: 12,
    },
  },
})

/** Each change of a role's grants: the menus it gained and lost (comma lists of ids), by whom. */
export const roleSourceRecordResource = defineResource({
  name: 'roleSourceRecord',
  basePath: '/api/blade-system/roleSourceRecord',
  permission: 'role_source_record',
  label: { zh_CN: '权限变更记录', zh_HK: '權限變更記錄', en: 'Grant history' },
  softDelete: false,
  readOnly: true,
  fields: {
    roleId: { type: 'id', label: { zh_CN: '角色', zh_HK: '角色', en: 'Role' }, search: 'eq' },
    roleName: {
      type: 'string',
      label: { zh_CN: '角色名称', zh_HK: '角色名稱', en: 'Role name' },
      max: 255,
      search: 'like',
    },
    addedMenuIds: { type: 'text', label: { zh_CN: '新增菜单', zh_HK: '新增選單', en: 'Menus granted' } },
    removedMenuIds: { type: 'text', label: { zh_CN: '移除菜单', zh_HK: '移除選單', en: 'Menus revoked' } },
  },
})
