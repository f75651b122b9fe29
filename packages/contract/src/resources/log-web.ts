import { defineResource } from '../resource'
import { logFields } from './log-fields'

/** Errors the shell caught in users' browsers and uploaded (`log/uploadLogs`), read-only. */
export const webLogResource = defineResource({
  name: 'webLog',
  basePath: '/api/blade-log/log_web',
  permission: 'log_web',
  label: { zh_CN: '前端错误日志', zh_HK: '前端錯誤日誌', en: 'Browser error log' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    userId: logFields.userId,
    account: logFields.account,
    level: {
      type: 'string',
      label: { zh_CN: '类型', zh_HK: '類型', en: 'Type' },
      max: 16,
      search: 'eq',
    },
    message: {
      type: 'text',
      label: { zh_CN: '内容', zh_HK: '內容', en: 'Content' },
      max: 2000,
      search: 'like',
    },
    stack: { type: 'text', label: { zh_CN: '堆栈', zh_HK: '堆疊', en: 'Stack' }, max: 8000 },
    url: {
      type: 'string',
      label: { zh_CN: '地址', zh_HK: '地址', en: 'Address' },
      max: 1000,
      search: 'prefix',
    },
    userAgent: logFields.userAgent,
    ip: logFields.ip,
    clientTime: {
      type: 'datetime',
      label: { zh_CN: '发生时间', zh_HK: '發生時間', en: 'Occurred' },
      sort: true,
    },
    createTime: logFields.createTime,
  },
})
