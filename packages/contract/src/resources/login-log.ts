import { defineResource } from '../resource'

/** Every sign-in attempt of the tenant (issue: login log): grant, result, reason, IP, user agent, time. */
export const loginLogResource = defineResource({
  name: 'loginLog',
  basePath: '/api/blade-log/login',
  permission: 'log_login',
  label: { zh_CN: '登录日志', zh_HK: '登入日誌', en: 'Sign-in log' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    account: {
      type: 'string',
      label: { zh_CN: '账号', zh_HK: '帳號', en: 'Account' },
      max: 64,
      search: 'prefix',
      sort: true,
    },
    userId: { type: 'id', label: { zh_CN: '用户ID', zh_HK: '用戶ID', en: 'User id' }, search: 'eq' },
    grantType: {
      type: 'string',
      label: { zh_CN: '登录方式', zh_HK: '登入方式', en: 'Grant' },
      max: 32,
      search: 'eq',
    },
    success: {
      type: 'bool',
      label: { zh_CN: '是否成功', zh_HK: '是否成功', en: 'Succeeded' },
      search: 'eq',
      dict: 'yes_no',
    },
    reason: { type: 'string', label: { zh_CN: '失败原因', zh_HK: '失敗原因', en: 'Reason' }, max: 255 },
    ip: {
      type: 'string',
      label: { zh_CN: 'IP地址', zh_HK: 'IP地址', en: 'IP address' },
      max: 64,
      search: 'prefix',
    },
    userAgent: {
      type: 'string',
      label: { zh_CN: '用户代理', zh_HK: '用戶代理', en: 'User agent' },
      max: 512,
    },
    createTime: {
      type: 'datetime',
      label: { zh_CN: '登录时间', zh_HK: '登入時間', en: 'Time' },
      sort: true,
    },
  },
})
