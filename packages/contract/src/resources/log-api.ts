import { defineResource } from '../resource'
import { logFields } from './log-fields'

/** Every /api request of the tenant (docs/logs.md), read-only; the server writes it in batches. */
export const apiLogResource = defineResource({
  name: 'apiLog',
  basePath: '/api/blade-log/api',
  permission: 'log_api',
  label: { zh_CN: 'API日志', zh_HK: 'API日誌', en: 'API log' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    userId: logFields.userId,
    account: logFields.account,
    method: logFields.method,
    path: logFields.path,
    query: logFields.query,
    status: logFields.status,
    durationMs: {
      type: 'int',
      label: { zh_CN: '耗时（毫秒）', zh_HK: '耗時（毫秒）', en: 'Duration (ms)' },
      min: 0,
      sort: true,
    },
    ip: logFields.ip,
    userAgent: logFields.userAgent,
    requestId: logFields.requestId,
    createTime: logFields.createTime,
  },
})
