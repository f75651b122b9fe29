import type { FieldDef } from '../resource'

/** Fields the log resources share: who, from where, and when. */
export const logFields = {
  userId: { type: 'id', label: { zh_CN: '用户ID', zh_HK: '用戶ID', en: 'User id' }, search: 'eq' },
  account: {
    type: 'string',
    label: { zh_CN: '账号', zh_HK: '帳號', en: 'Account' },
    max: 64,
    search: 'prefix',
  },
  method: {
    type: 'string',
    label: { zh_CN: '请求方法', zh_HK: '請求方法', en: 'Method' },
    max: 16,
    search: 'eq',
  },
  path: {
    type: 'string',
    label: { zh_CN: '请求路径', zh_HK: '請求路徑', en: 'Path' },
    max: 512,
    search: 'prefix',
  },
  query: {
    type: 'string',
    label: { zh_CN: '查询参数', zh_HK: '查詢參數', en: 'Query string' },
    max: 1024,
  },
  status: {
    type: 'int',
    label: { zh_CN: '状态码', zh_HK: '狀態碼', en: 'Status' },
    min: 100,
    max: 599,
    search: 'eq',
    sort: true,
  },
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
  requestId: {
    type: 'string',
    label: { zh_CN: '请求号', zh_HK: '請求編號', en: 'Request id' },
    max: 64,
    search: 'eq',
  },
  createTime: {
    type: 'datetime',
    label: { zh_CN: '记录时间', zh_HK: '記錄時間', en: 'Time' },
    sort: true,
  },
} satisfies Record<string, FieldDef>
