import type { Locale } from '../constants'

/** refund: money only; return: the goods come back (their stock returns) and the money too. */
export const AFTER_SALE_TYPES = ['refund', 'return'] as const
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number]
export const AFTER_SALE_TYPE_LABELS: Record<AfterSaleType, Record<Locale, string>> = {
  refund: { zh_CN: '仅退款', zh_HK: '僅退款', en: 'Refund only' },
  return: { zh_CN: '退货退款', zh_HK: '退貨退款', en: 'Return and refund' },
}

/** pending → refunded (approved: refunded through the gateway) or refused (its claim is released). */
export const AFTER_SALE_STATUSES = ['pending', 'refunded', 'refused'] as const
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number]
export const AFTER_SALE_STATUS_LABELS: Record<AfterSaleStatus, Record<Locale, string>> = {
  pending: { zh_CN: '待审核', zh_HK: '待審核', en: 'Pending' },
  refunded: { zh_CN: '已退款', zh_HK: '已退款', en: 'Refunded' },
  refused: { zh_CN: '已拒绝', zh_HK: '已拒絕', en: 'Refused' },
}
