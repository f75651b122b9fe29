import { defineResource } from '../resource'
import { logFields } from './log-fields'

/** Every server error (status 500 and above) of the tenant with its stack, read-only (docs/logs.md). */
export const errorLogResource = defineResource({
  name: 'errorLog',
  basePath: '/api/blade-log/error',
  permission: 'log_error',
  label: { zh_CN: '错误日志', zh_HK: '錯誤日誌', en: 'Error log' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    requestId: logFields.requestId,
    userId: logFields.userId,
    account: logFields.account,
    method: logFields.method,
    path: logFields.path,
    query: logFields.query,
    status: logFields.status,
    errorClass: {
      type: 'string',
      label: { zh_CN: '异常类型', zh_HK: '異常類型', en: 'Error class' },
      max: 128,
      search: 'eq',
    },
    message: { type: 'text', label: { zh_CN: '异常信息', zh_HK: '異常信息', en: 'Message' }, max: 2000 },
    stack: { type: 'text', label: { zh_CN: '堆栈', zh_HK: '堆疊', en: 'Stack' } },
    ip: logFields.ip,
    userAgent: logFields.userAgent,
    createTime: logFields.createTime,
  },
})
