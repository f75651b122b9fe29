import { STATUS_OPTIONS, defineResource } from '../resource'

/** The platform's own tenant: it administers the others and can be neither removed nor limited. */
export const PLATFORM_TENANT_ID = '000000'
/** The button code of the tenants' licence settings (`tenant/setting`: account limit and expiry). */
export const TENANT_SETTING_CODE = 'tenant_setting'
/** A tenant's account limit that means no limit. */
export const UNLIMITED_ACCOUNTS = -1
/** A tenant id: six digits (generated when a new tenant is submitted without one). */
export const TENANT_ID_PATTERN = '^[0-9]{6}$'

/**
 * Tenants as platform administration sees them (spec §3 Tenant, §7 System "tenant"). Only the
 * platform tenant's administrators reach these routes; a new tenant is provisioned by the server.
 */
export const tenantResource = defineResource({
  name: 'tenant',
  basePath: '/api/blade-system/tenant',
  endpoints: { page: 'list_v2' },
  permission: 'tenant',
  label: { zh_CN: '租户', zh_HK: '租戶', en: 'Tenant' },
  softDelete: true,
  defaultSort: { field: 'tenantId', order: 'asc' },
  fields: {
    tenantId: {
      type: 'string',
      label: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
      pattern: TENANT_ID_PATTERN,
      search: 'prefix',
      sort: true,
    },
    tenantFullName: {
      type: 'string',
      label: { zh_CN: '租户名称', zh_HK: '租戶名稱', en: 'Tenant name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    parentTenantId: {
      type: 'string',
      label: { zh_CN: '上级租户', zh_HK: '上級租戶', en: 'Parent tenant' },
      pattern: TENANT_ID_PATTERN,
      search: 'eq',
    },
    tenantType: {
      type: 'string',
      label: { zh_CN: '租户类型', zh_HK: '租戶類型', en: 'Tenant type' },
      max: 32,
      search: 'eq',
      dict: 'tenant_type',
    },
    domain: {
      type: 'string',
      label: { zh_CN: '域名地址', zh_HK: '域名地址', en: 'Domain' },
      max: 255,
      search: 'like',
    },
    linkman: { type: 'string', label: { zh_CN: '联系人', zh_HK: '聯絡人', en: 'Contact' }, max: 64 },
    contactNumber: {
      type: 'string',
      label: { zh_CN: '联系电话', zh_HK: '聯絡電話', en: 'Contact number' },
      max: 32,
    },
    address: { type: 'string', label: { zh_CN: '联系地址', zh_HK: '聯絡地址', en: 'Address' }, max: 255 },
    accountNumber: {
      type: 'int',
      label: { zh_CN: '账号额度', zh_HK: '帳號額度', en: 'Account limit' },
      min: -1,
      max: 1000000,
      default: -1,
    },
    expireTime: {
      type: 'datetime',
      label: { zh_CN: '过期时间', zh_HK: '過期時間', en: 'Expiry' },
      sort: true,
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
    timeZone: {
      type: 'string',
      label: { zh_CN: '时区', zh_HK: '時區', en: 'Time zone' },
      max: 64,
      default: 'Asia/Shanghai',
    },
    backgroundUrl: {
      type: 'string',
      label: { zh_CN: '系统背景', zh_HK: '系統背景', en: 'Background image' },
      max: 1000,
    },
    defaultLogin: {
      type: 'string',
      label: { zh_CN: '默认登录方式', zh_HK: '預設登入方式', en: 'Default sign-in' },
      pattern: '^(pwd|sms|wx|cp)$',
      default: 'pwd',
    },
    pwdLogin: {
      type: 'bool',
      label: { zh_CN: '密码登录', zh_HK: '密碼登入', en: 'Password sign-in' },
      default: 1,
    },
    smsLogin: {
      type: 'bool',
      label: { zh_CN: '短信登录', zh_HK: '短訊登入', en: 'SMS sign-in' },
      default: 0,
    },
    wxLogin: {
      type: 'bool',
      label: { zh_CN: '微信登录', zh_HK: '微信登入', en: 'WeChat sign-in' },
      default: 0,
    },
    cpLogin: {
      type: 'bool',
      label: { zh_CN: '企业微信登录', zh_HK: '企業微信登入', en: 'Enterprise WeChat sign-in' },
      default: 0,
    },
  },
})
