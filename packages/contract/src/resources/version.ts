import { defineResource } from '../resource'

/** A version's place: 0 released earlier, 1 the current version (the footer's), 2 preliminary (coming next). */
export const VERSION_STATUS = { history: 0, current: 1, preliminary: 2 } as const

/**
 * Product versions and their update notes (spec §3 Version: version, showDate, address). Platform
 * data: read by every signed-in user, written by the platform's administrators. The status changes
 * only through `preliminaryOrCurrentUpdate`.
 */
export const versionResource = defineResource({
  name: 'version',
  basePath: '/api/blade-version',
  permission: 'version',
  label: { zh_CN: '版本', zh_HK: '版本', en: 'Version' },
  softDelete: true,
  defaultSort: { field: 'showDate', order: 'desc' },
  fields: {
    version: {
      type: 'string',
      label: { zh_CN: '版本号', zh_HK: '版本號', en: 'Version' },
      required: true,
      max: 32,
      pattern: '^[Vv]?[0-9]+(\\.[0-9]+){1,3}([-+][0-9A-Za-z.]+)?$',
      unique: true,
      search: 'like',
      sort: true,
    },
    title: {
      type: 'string',
      label: { zh_CN: '更新标题', zh_HK: '更新標題', en: 'Title' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
    },
    content: {
      type: 'text',
      label: { zh_CN: '更新说明', zh_HK: '更新說明', en: 'Release notes' },
      max: 20000,
    },
    address: {
      type: 'string',
      label: { zh_CN: '说明地址', zh_HK: '說明地址', en: 'Notes address' },
      max: 1000,
    },
    showDate: {
      type: 'date',
      label: { zh_CN: '发布日期', zh_HK: '發佈日期', en: 'Release date' },
      required: true,
      sort: true,
    },
    status: {
      type: 'int',
      label: { zh_CN: '版本状态', zh_HK: '版本狀態', en: 'Status' },
      min: 0,
      max: 2,
      search: 'eq',
      options: [
        { value: VERSION_STATUS.history, label: { zh_CN: '历史版本', zh_HK: '歷史版本', en: 'Earlier' } },
        { value: VERSION_STATUS.current, label: { zh_CN: '当前版本', zh_HK: '當前版本', en: 'Current' } },
        { value: VERSION_STATUS.preliminary, label: { zh_CN: '预发布', zh_HK: '預發佈', en: 'Preliminary' } },
      ],
    },
  },
})
