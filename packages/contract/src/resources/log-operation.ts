import { defineResource } from '../resource'
import { logFields } from './log-fields'

/** The shell's operation tracking (spec §3 operation-log record), read-only for administrators. */
export const operationLogResource = defineResource({
  name: 'operationLog',
  basePath: '/api/blade-log/userOperation',
  permission: 'log_operation',
  label: { zh_CN: '用户操作日志', zh_HK: '用戶操作日誌', en: 'User operation log' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    userId: logFields.userId,
    account: logFields.account,
    operationType: {
      type: 'string',
      label: { zh_CN: '操作类型', zh_HK: '操作類型', en: 'Operation type' },
      max: 32,
      search: 'eq',
    },
    menuId: { type: 'id', label: { zh_CN: '菜单ID', zh_HK: '選單ID', en: 'Menu id' }, search: 'eq' },
    menuName: {
      type: 'string',
      label: { zh_CN: '菜单名称', zh_HK: '選單名稱', en: 'Menu' },
      max: 128,
      search: 'like',
    },
    operation: {
      type: 'string',
      label: { zh_CN: '操作', zh_HK: '操作', en: 'Operation' },
      max: 128,
      search: 'like',
    },
    content: { type: 'text', label: { zh_CN: '内容', zh_HK: '內容', en: 'Content' }, max: 2000 },
    tagName: {
      type: 'string',
      label: { zh_CN: '标签页', zh_HK: '標籤頁', en: 'Tab' },
      max: 128,
    },
    path: logFields.path,
    durationMs: {
      type: 'int',
      label: { zh_CN: '耗时（毫秒）', zh_HK: '耗時（毫秒）', en: 'Duration (ms)' },
      min: 0,
    },
    operationTime: {
      type: 'datetime',
      label: { zh_CN: '操作时间', zh_HK: '操作時間', en: 'Operated' },
      sort: true,
    },
    createTime: logFields.createTime,
  },
})
