import type { Locale } from '../constants'
import type { FieldOption } from '../resource'

type Named<T extends string> = readonly { value: T; label: Record<Locale, string> }[]
const names = <T extends string>(options: Named<T>) => options as unknown as readonly FieldOption[]

/** Who a price list is for (issue 28 §1). */
export const PRICE_SCOPES = ['retail', 'member_grade', 'shop_group', 'channel', 'promotion_floor'] as const
export type PriceScope = (typeof PRICE_SCOPES)[number]
export const PRICE_SCOPE_OPTIONS = names<PriceScope>([
  { value: 'retail', label: { zh_CN: '零售', zh_HK: '零售', en: 'Retail' } },
  { value: 'member_grade', label: { zh_CN: '会员等级', zh_HK: '會員等級', en: 'Member grade' } },
  { value: 'shop_group', label: { zh_CN: '门店组', zh_HK: '門店組', en: 'Shop group' } },
  { value: 'channel', label: { zh_CN: '渠道', zh_HK: '渠道', en: 'Channel' } },
  { value: 'promotion_floor', label: { zh_CN: '促销底价', zh_HK: '促銷底價', en: 'Promotion floor' } },
])

/** How a computed price is rounded: up to the next price ending in 0, 8 or 9 fen. */
export const ROUNDINGS = ['none', 'x0', 'x8', 'x9'] as const
export type Rounding = (typeof ROUNDINGS)[number]
export const ROUNDING_OPTIONS = names<Rounding>([
  { value: 'none', label: { zh_CN: '不取整', zh_HK: '不取整', en: 'None' } },
  { value: 'x0', label: { zh_CN: '尾数 .x0', zh_HK: '尾數 .x0', en: 'Ends in .x0' } },
  { value: 'x8', label: { zh_CN: '尾数 .x8', zh_HK: '尾數 .x8', en: 'Ends in .x8' } },
  { value: 'x9', label: { zh_CN: '尾数 .x9', zh_HK: '尾數 .x9', en: 'Ends in .x9' } },
])

export const ITEM_MODES = ['fixed', 'formula'] as const
export type ItemMode = (typeof ITEM_MODES)[number]
export const ITEM_MODE_OPTIONS = names<ItemMode>([
  { value: 'fixed', label: { zh_CN: '固定价', zh_HK: '固定價', en: 'Fixed price' } },
  { value: 'formula', label: { zh_CN: '公式', zh_HK: '公式', en: 'Formula' } },
])

export const STRATEGY_KINDS = ['cost_plus', 'reference_minus', 'follow_list'] as const
export type StrategyKind = (typeof STRATEGY_KINDS)[number]
export const STRATEGY_KIND_OPTIONS = names<StrategyKind>([
  { value: 'cost_plus', label: { zh_CN: '成本加成', zh_HK: '成本加成', en: 'Cost plus' } },
  { value: 'reference_minus', label: { zh_CN: '参考价下浮', zh_HK: '參考價下浮', en: 'Reference minus' } },
  { value: 'follow_list', label: { zh_CN: '跟随价目表', zh_HK: '跟隨價目表', en: 'Follow a list' } },
])

/** A change order's states: draft → pending → scheduled → applied; or rejected, withdrawn. */
export const ORDER_STATUSES = ['draft', 'pending', 'scheduled', 'applied', 'rejected', 'withdrawn'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_LABELS: Record<OrderStatus, Record<Locale, string>> = {
  draft: { zh_CN: '草稿', zh_HK: '草稿', en: 'Draft' },
  pending: { zh_CN: '审批中', zh_HK: '審批中', en: 'Awaiting approval' },
  scheduled: { zh_CN: '待生效', zh_HK: '待生效', en: 'Scheduled' },
  applied: { zh_CN: '已生效', zh_HK: '已生效', en: 'Applied' },
  rejected: { zh_CN: '已驳回', zh_HK: '已駁回', en: 'Rejected' },
  withdrawn: { zh_CN: '已撤回', zh_HK: '已撤回', en: 'Withdrawn' },
}

/**
 * `shop_mismatch`: one goods sells at different prices in the shops of one shop group;
 * `promotion_floor`: a promotion (a shop activity) sells a goods under its promotion floor
 */
export const ANOMALY_KINDS = [
  'below_cost',
  'below_min',
  'margin',
  'deviation',
  'shop_mismatch',
  'promotion_floor',
] as const
export type AnomalyKind = (typeof ANOMALY_KINDS)[number]
export const ANOMALY_KIND_LABELS: Record<AnomalyKind, Record<Locale, string>> = {
  below_cost: { zh_CN: '低于成本', zh_HK: '低於成本', en: 'Below cost' },
  below_min: { zh_CN: '低于最低价', zh_HK: '低於最低價', en: 'Below the minimum price' },
  margin: { zh_CN: '毛利率超出范围', zh_HK: '毛利率超出範圍', en: 'Margin outside the guard' },
  deviation: { zh_CN: '偏离参考价', zh_HK: '偏離參考價', en: 'Deviates from the reference' },
  shop_mismatch: {
    zh_CN: '门店组内价格不一致',
    zh_HK: '門店組內價格不一致',
    en: 'Prices differ across the shop group',
  },
  promotion_floor: {
    zh_CN: '促销价低于底价',
    zh_HK: '促銷價低於底價',
    en: 'Promotion price under the floor',
  },
}
export const ANOMALY_STATUSES = ['open', 'acknowledged', 'resolved'] as const
export type AnomalyStatus = (typeof ANOMALY_STATUSES)[number]
export const ANOMALY_STATUS_LABELS: Record<AnomalyStatus, Record<Locale, string>> = {
  open: { zh_CN: '待处理', zh_HK: '待處理', en: 'Open' },
  acknowledged: { zh_CN: '已确认', zh_HK: '已確認', en: 'Acknowledged' },
  resolved: { zh_CN: '已解决', zh_HK: '已解決', en: 'Resolved' },
}

/** The workflow process a change order is approved through (docs/workflow.md). */
export const PRICE_CHANGE_PROCESS = 'price_change'

/** Permission codes of the price centre's own calls (buttons of its menus). */
export const PRICE_CODES = {
  inquiry: 'price_inquiry_view',
  orderView: 'price_order_view',
  /** save a draft, submit it, withdraw it */
  orderEdit: 'price_order_edit',
  orderRemove: 'price_order_delete',
  anomalyView: 'price_anomaly_view',
  anomalyHandle: 'price_anomaly_handle',
  strategyView: 'price_strategy_view',
  tagView: 'price_tag_view',
  /** print a job's tags */
  tagPrint: 'price_tag_print',
} as const
