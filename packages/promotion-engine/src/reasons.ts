import type { Locale } from './errors'
import { formatFen } from './money'
import type { Reason } from './types'

/**
 * Every reason the engine gives, with its parameters. A parameter whose name ends in `Fen` is money and is
 * worded as yuan ("12.00"); lists (weekdays, hours) arrive already joined.
 */
export const REASON_CODES = [
  // time
  'notStarted', // {start}
  'ended', // {end}
  'notThisWeekday', // {weekdays}
  'notThisHour', // {hours}
  // where and who
  'wrongScene', // {scene}
  'wrongShop', // {shopId}
  'wrongChannel', // {channel}
  'memberRequired',
  'wrongGrade', // {grade}
  'missingTag', // {tags}
  'codeRequired',
  // the cart
  'noEligibleLines',
  'linesExcluded', // {id}
  'setIncomplete', // {goodsId, missing}
  'thresholdNotReached', // {missingFen, thresholdFen}
  'quantityNotReached', // {missing, threshold}
  'addOnNotInCart', // {goodsId}
  'noDiscount',
  // limits
  'budgetExhausted', // {budgetFen, usedFen}
  'perMemberLimitReached', // {limit, used}
  'totalLimitReached', // {limit, used}
  // combining
  'notBestInLayer', // {activityId, name}
  'excludedByActivity', // {activityId, name}
  'beatenByCombination', // {aloneFen, combinedFen}
  'matrixForbids', // {activityId, name}
  // coupons
  'couponNotFound', // {couponId}
  'couponLocked',
  'couponUsed',
  'couponExpired', // {end}
  'couponVoid',
  'couponNotStarted', // {start}
  'couponCodeRequired',
  'couponNotWithActivities',
  // suggestions
  'suggestAddAmount', // {missingFen, name}
  'suggestAddQuantity', // {missing, name}
  'suggestCompleteSet', // {goodsId, missing, name}
] as const

export type ReasonCode = (typeof REASON_CODES)[number]

export const reason = (code: ReasonCode, params: Reason['params'] = {}): Reason => ({ code, params })

export const REASON_TEMPLATES: Record<Locale, Record<ReasonCode, string>> = {
  zh_CN: {
    notStarted: '活动尚未开始（{start} 开始）',
    ended: '活动已结束（{end} 结束）',
    notThisWeekday: '今天不是活动日（每周 {weekdays}）',
    notThisHour: '不在活动时段（{hours}）',
    wrongScene: '不适用于当前场景 {scene}',
    wrongShop: '不适用于门店 {shopId}',
    wrongChannel: '不适用于渠道 {channel}',
    memberRequired: '仅限会员参与',
    wrongGrade: '会员等级 {grade} 不在活动范围内',
    missingTag: '会员没有所需标签（{tags}）',
    codeRequired: '需要输入活动码',
    noEligibleLines: '购物车中没有参与活动的商品',
    linesExcluded: '参与商品已被活动排除（{id}）',
    setIncomplete: '套装不完整，还差 {missing} 件 {goodsId}',
    thresholdNotReached: '未达门槛，还差 {missingFen} 元',
    quantityNotReached: '未达件数门槛，还差 {missing} 件',
    addOnNotInCart: '换购商品 {goodsId} 不在购物车中',
    noDiscount: '当前价格下没有优惠',
    budgetExhausted: '活动预算已用完',
    perMemberLimitReached: '已达每人限参次数（{used}/{limit}）',
    totalLimitReached: '活动参与次数已满（{used}/{limit}）',
    notBestInLayer: '同层有更优的活动「{name}」',
    excludedByActivity: '被独享活动「{name}」排除',
    beatenByCombination: '独享优惠 {aloneFen} 元少于组合优惠 {combinedFen} 元',
    matrixForbids: '与「{name}」不可叠加',
    couponNotFound: '没有这张优惠券（{couponId}）',
    couponLocked: '优惠券已被锁定',
    couponUsed: '优惠券已使用',
    couponExpired: '优惠券已过期',
    couponVoid: '优惠券已作废',
    couponNotStarted: '优惠券尚未生效（{start} 生效）',
    couponCodeRequired: '需要输入优惠券码',
    couponNotWithActivities: '优惠券不与活动叠加，可用商品都已享受活动优惠',
    suggestAddAmount: '再买 {missingFen} 元可享「{name}」',
    suggestAddQuantity: '再买 {missing} 件可享「{name}」',
    suggestCompleteSet: '再加 {missing} 件 {goodsId} 可凑成「{name}」',
  },
  zh_HK: {
    notStarted: '活動尚未開始（{start} 開始）',
    ended: '活動已結束（{end} 結束）',
    notThisWeekday: '今天不是活動日（每週 {weekdays}）',
    notThisHour: '不在活動時段（{hours}）',
    wrongScene: '不適用於當前場景 {scene}',
    wrongShop: '不適用於門店 {shopId}',
    wrongChannel: '不適用於渠道 {channel}',
    memberRequired: '僅限會員參與',
    wrongGrade: '會員等級 {grade} 不在活動範圍內',
    missingTag: '會員沒有所需標籤（{tags}）',
    codeRequired: '需要輸入活動碼',
    noEligibleLines: '購物車中沒有參與活動的商品',
    linesExcluded: '參與商品已被活動排除（{id}）',
    setIncomplete: '套裝不完整，還差 {missing} 件 {goodsId}',
    thresholdNotReached: '未達門檻，還差 {missingFen} 元',
    quantityNotReached: '未達件數門檻，還差 {missing} 件',
    addOnNotInCart: '換購商品 {goodsId} 不在購物車中',
    noDiscount: '當前價格下沒有優惠',
    budgetExhausted: '活動預算已用完',
    perMemberLimitReached: '已達每人限參次數（{used}/{limit}）',
    totalLimitReached: '活動參與次數已滿（{used}/{limit}）',
    notBestInLayer: '同層有更優的活動「{name}」',
    excludedByActivity: '被獨享活動「{name}」排除',
    beatenByCombination: '獨享優惠 {aloneFen} 元少於組合優惠 {combinedFen} 元',
    matrixForbids: '與「{name}」不可疊加',
    couponNotFound: '沒有這張優惠券（{couponId}）',
    couponLocked: '優惠券已被鎖定',
    couponUsed: '優惠券已使用',
    couponExpired: '優惠券已過期',
    couponVoid: '優惠券已作廢',
    couponNotStarted: '優惠券尚未生效（{start} 生效）',
    couponCodeRequired: '需要輸入優惠券碼',
    couponNotWithActivities: '優惠券不與活動疊加，可用商品都已享受活動優惠',
    suggestAddAmount: '再買 {missingFen} 元可享「{name}」',
    suggestAddQuantity: '再買 {missing} 件可享「{name}」',
    suggestCompleteSet: '再加 {missing} 件 {goodsId} 可湊成「{name}」',
  },
  en: {
    notStarted: 'Not started yet (starts {start})',
    ended: 'Ended ({end})',
    notThisWeekday: 'Not on today (weekdays {weekdays})',
    notThisHour: 'Not at this hour ({hours})',
    wrongScene: 'Not for scene {scene}',
    wrongShop: 'Not for shop {shopId}',
    wrongChannel: 'Not for channel {channel}',
    memberRequired: 'Members only',
    wrongGrade: 'Member grade {grade} is not included',
    missingTag: 'The member has none of the tags ({tags})',
    codeRequired: 'Needs its code entered',
    noEligibleLines: 'No goods in the cart take part',
    linesExcluded: 'The goods are excluded ({id})',
    setIncomplete: 'Set incomplete: {missing} more of {goodsId} needed',
    thresholdNotReached: 'Threshold not reached by {missingFen}',
    quantityNotReached: 'Quantity threshold not reached by {missing}',
    addOnNotInCart: 'The add-on goods {goodsId} is not in the cart',
    noDiscount: 'Gives no discount at these prices',
    budgetExhausted: 'Budget exhausted',
    perMemberLimitReached: 'Per-member limit reached ({used}/{limit})',
    totalLimitReached: 'Total limit reached ({used}/{limit})',
    notBestInLayer: 'A better activity in its layer applies: "{name}"',
    excludedByActivity: 'Excluded by the exclusive activity "{name}"',
    beatenByCombination: "Alone it gives {aloneFen}, less than the combination's {combinedFen}",
    matrixForbids: 'Does not combine with "{name}"',
    couponNotFound: 'No such coupon ({couponId})',
    couponLocked: 'The coupon is locked',
    couponUsed: 'The coupon has been used',
    couponExpired: 'The coupon has expired',
    couponVoid: 'The coupon is void',
    couponNotStarted: 'The coupon is not valid yet (from {start})',
    couponCodeRequired: 'Needs the coupon’s code entered',
    couponNotWithActivities:
      'Coupons do not stack with activities: every goods it covers already has an activity’s discount',
    suggestAddAmount: 'Add {missingFen} more to get "{name}"',
    suggestAddQuantity: 'Add {missing} more items to get "{name}"',
    suggestCompleteSet: 'Add {missing} more of {goodsId} to complete "{name}"',
  },
}

/** The reason in words, e.g. zh_CN "未达门槛，还差 12.00 元". An unknown code falls back to the code itself. */
export function describeReason(r: Reason, locale: Locale = 'zh_CN'): string {
  const template = (REASON_TEMPLATES[locale] as Record<string, string>)[r.code] ?? r.code
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = r.params[key]
    if (value === undefined) return whole
    return key.endsWith('Fen') && typeof value === 'number' ? formatFen(value) : String(value)
  })
}
