import { defineResource } from '../resource'

/** spec §3 Notice type: 1 notice (opened in the app), 2 download notice, 3 product update (open the address). */
export const NOTICE_TYPE = { notice: 1, download: 2, update: 3 } as const
/** Who a notice reaches: 1 every user of the tenant, 2 one user (`recipientUserId`). */
export const NOTICE_DELIVERY = { everyone: 1, oneUser: 2 } as const

/** Notices of the desk (spec §3 Notice: title, type, address, time, showDate, userName, phone). */
export const noticeResource = defineResource({
  name: 'notice',
  basePath: '/api/blade-desk/notice',
  permission: 'notice',
  label: { zh_CN: '通知', zh_HK: '通知', en: 'Notice' },
  softDelete: true,
  defaultSort: { field: 'releaseTime', order: 'desc' },
  fields: {
    title: {
      type: 'string',
      label: { zh_CN: '标题', zh_HK: '標題', en: 'Title' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
    },
    type: {
      type: 'int',
      label: { zh_CN: '通知类型', zh_HK: '通知類型', en: 'Type' },
      required: true,
      min: 1,
      max: 3,
      search: 'eq',
      options: [
        { value: NOTICE_TYPE.notice, label: { zh_CN: '通知', zh_HK: '通知', en: 'Notice' } },
        { value: NOTICE_TYPE.download, label: { zh_CN: '下载', zh_HK: '下載', en: 'Download' } },
        { value: NOTICE_TYPE.update, label: { zh_CN: '更新', zh_HK: '更新', en: 'Update' } },
      ],
    },
    deliveryWay: {
      type: 'int',
      label: { zh_CN: '发送范围', zh_HK: '發送範圍', en: 'Audience' },
      min: 1,
      max: 2,
      default: NOTICE_DELIVERY.everyone,
      search: 'eq',
      options: [
        { value: NOTICE_DELIVERY.everyone, label: { zh_CN: '全部用户', zh_HK: '全部用戶', en: 'Everyone' } },
        { value: NOTICE_DELIVERY.oneUser, label: { zh_CN: '指定用户', zh_HK: '指定用戶', en: 'One user' } },
      ],
    },
    recipientUserId: {
      type: 'id',
      label: { zh_CN: '接收人', zh_HK: '接收人', en: 'Recipient' },
      search: 'eq',
    },
    content: { type: 'text', label: { zh_CN: '内容', zh_HK: '內容', en: 'Content' }, max: 100000 },
    address: { type: 'string', label: { zh_CN: '链接地址', zh_HK: '連結地址', en: 'Address' }, max: 1000 },
    releaseTime: {
      type: 'datetime',
      label: { zh_CN: '发布时间', zh_HK: '發佈時間', en: 'Release time' },
      sort: true,
    },
    showDate: { type: 'date', label: { zh_CN: '显示日期', zh_HK: '顯示日期', en: 'Date shown' } },
    userName: { type: 'string', label: { zh_CN: '联系人', zh_HK: '聯絡人', en: 'Contact' }, max: 64 },
    phone: { type: 'string', label: { zh_CN: '联系电话', zh_HK: '聯絡電話', en: 'Contact phone' }, max: 32 },
  },
})
