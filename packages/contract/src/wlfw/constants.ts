import type { Locale } from '../constants'

/** The permission (button) codes of the logistics services calls; menus.ts seeds them under their screens. */
export const WLFW_CODES = {
  /** price a delivery: the rate calculator */
  rateQuote: 'wlfw_rate_view',
  /** look a waybill's tracking timeline up */
  trackView: 'wlfw_track_view',
} as const

type Named<T extends string> = Record<T, Record<Locale, string>>

/** The service levels an area may offer, fastest last (docs/logistics-services.md). */
export const SERVICE_LEVELS = ['standard', 'next_day', 'same_day'] as const
export type ServiceLevel = (typeof SERVICE_LEVELS)[number]
export const SERVICE_LEVEL_NAMES: Named<ServiceLevel> = {
  standard: { zh_CN: '标准配送', zh_HK: '標準配送', en: 'Standard' },
  next_day: { zh_CN: '次日达', zh_HK: '翌日達', en: 'Next day' },
  same_day: { zh_CN: '当日达', zh_HK: '當日達', en: 'Same day' },
}
/** served days after the dispatch day the parcel arrives: same-day 0, next-day 1, standard 2 */
export const SERVICE_LEAD_DAYS: Record<ServiceLevel, number> = { same_day: 0, next_day: 1, standard: 2 }

/** ISO weekdays, Monday 1 … Sunday 7 */
export const WEEKDAY_NAMES: Record<number, Record<Locale, string>> = {
  1: { zh_CN: '周一', zh_HK: '週一', en: 'Mon' },
  2: { zh_CN: '周二', zh_HK: '週二', en: 'Tue' },
  3: { zh_CN: '周三', zh_HK: '週三', en: 'Wed' },
  4: { zh_CN: '周四', zh_HK: '週四', en: 'Thu' },
  5: { zh_CN: '周五', zh_HK: '週五', en: 'Fri' },
  6: { zh_CN: '周六', zh_HK: '週六', en: 'Sat' },
  7: { zh_CN: '周日', zh_HK: '週日', en: 'Sun' },
}

/** The time zone the cut-off times and promised dates are read in. */
export const WLFW_TIME_ZONE = 'Asia/Shanghai'

/** The fields of the rate and tracking calls by name: validation messages and the screens' forms use them. */
export const WLFW_FIELD_LABELS: Record<string, Record<Locale, string>> = {
  destination: { zh_CN: '邮编/区划代码', zh_HK: '郵編/區劃代碼', en: 'Postcode / district code' },
  amount: { zh_CN: '订单金额(分)', zh_HK: '訂單金額(分)', en: 'Order amount (fen)' },
  weight: { zh_CN: '重量(克)', zh_HK: '重量(克)', en: 'Weight (g)' },
  level: { zh_CN: '时效', zh_HK: '時效', en: 'Service level' },
  orderedAt: { zh_CN: '下单时间', zh_HK: '下單時間', en: 'Ordered at' },
  waybillNo: { zh_CN: '运单号', zh_HK: '運單號', en: 'Waybill number' },
}
