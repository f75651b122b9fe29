import type { Catalog } from '../messages'

/** Messages of the promotions area. */
export const PROMOTION_MESSAGES = {
  /** spec §5: a promotion type outside 1 to 4 is an error */
  promTypeInvalid: {
    zh_CN: '促销类型错误：{value}（只能是 1 套装、2 单品、3 系列、4 整单）',
    zh_HK: '促銷類型錯誤：{value}（只能是 1 套裝、2 單品、3 系列、4 整單）',
    en: 'Wrong promotion type: {value} (only 1 set, 2 single item, 3 series, 4 whole order)',
  },
  promActivityBadTransition: {
    zh_CN: '活动“{name}”当前状态为{from}，不能{action}',
    zh_HK: '活動「{name}」當前狀態為{from}，不能{action}',
    en: 'The activity “{name}” is {from}: it cannot {action}',
  },
  promActivityNotDraft: {
    zh_CN: '活动“{name}”不是草稿，不能修改或删除',
    zh_HK: '活動「{name}」不是草稿，不能修改或刪除',
    en: 'The activity “{name}” is not a draft: it cannot be changed or removed',
  },
  promActivityEndBeforeStart: {
    zh_CN: '结束时间必须晚于开始时间',
    zh_HK: '結束時間必須晚於開始時間',
    en: 'The end time must be after the start time',
  },
  promActivityCodeTaken: {
    zh_CN: '活动编码“{code}”已存在',
    zh_HK: '活動編碼「{code}」已存在',
    en: 'The activity code “{code}” is already used',
  },
  promTiersNotAscending: {
    zh_CN: '阶梯门槛必须逐级递增',
    zh_HK: '階梯門檻必須逐級遞增',
    en: 'Tier thresholds must increase from one tier to the next',
  },
  promSceneUnknown: {
    zh_CN: '促销场景“{code}”不存在',
    zh_HK: '促銷場景「{code}」不存在',
    en: 'No promotion scene “{code}”',
  },
  promActivityNotRunning: {
    zh_CN: '活动“{name}”当前未进行中',
    zh_HK: '活動「{name}」當前未進行中',
    en: 'The activity “{name}” is not running now',
  },
  promBudgetExhausted: {
    zh_CN: '活动“{name}”预算不足',
    zh_HK: '活動「{name}」預算不足',
    en: 'The budget of the activity “{name}” is exhausted',
  },
  promTotalLimitReached: {
    zh_CN: '活动“{name}”已达到总次数限制（{limit} 次）',
    zh_HK: '活動「{name}」已達到總次數限制（{limit} 次）',
    en: 'The activity “{name}” has reached its total limit of {limit}',
  },
  promMemberLimitReached: {
    zh_CN: '会员已达到活动“{name}”的每人限制（{limit} 次）',
    zh_HK: '會員已達到活動「{name}」的每人限制（{limit} 次）',
    en: 'The member has reached the activity “{name}”’s limit of {limit} per member',
  },
  promRedemptionUnknown: {
    zh_CN: '核销记录不存在：{key}',
    zh_HK: '核銷記錄不存在：{key}',
    en: 'No redemption with key {key}',
  },
  promRedemptionReverted: {
    zh_CN: '核销记录 {key} 已撤销，不能确认',
    zh_HK: '核銷記錄 {key} 已撤銷，不能確認',
    en: 'The redemption {key} was reverted and cannot be committed',
  },
  promCouponUnavailable: {
    zh_CN: '优惠券不可用（{status}）',
    zh_HK: '優惠券不可用（{status}）',
    en: 'The coupon cannot be used ({status})',
  },
  promCouponQuantityExceeded: {
    zh_CN: '优惠券“{name}”还可发放 {left} 张，本次要发 {wanted} 张',
    zh_HK: '優惠券「{name}」還可發放 {left} 張，本次要發 {wanted} 張',
    en: 'Only {left} coupons “{name}” are left to issue; {wanted} were asked for',
  },
  promCouponMemberLimit: {
    zh_CN: '会员 {member} 已领取 {limit} 张优惠券“{name}”，不能再领',
    zh_HK: '會員 {member} 已領取 {limit} 張優惠券「{name}」，不能再領',
    en: 'The member {member} already holds {limit} coupons “{name}”',
  },
  promCouponTemplateDisabled: {
    zh_CN: '优惠券模板“{name}”已停用',
    zh_HK: '優惠券模板「{name}」已停用',
    en: 'The coupon template “{name}” is disabled',
  },
  promCouponUnknownMembers: {
    zh_CN: '会员不存在：{ids}，未发放任何优惠券',
    zh_HK: '會員不存在：{ids}，未發放任何優惠券',
    en: 'No such member: {ids}; no coupon was issued',
  },
  promCrowdPackMissing: {
    zh_CN: '人群包不存在或已删除',
    zh_HK: '人群包不存在或已刪除',
    en: 'The crowd pack does not exist or was removed',
  },
  promTrialNoPrice: {
    zh_CN: '商品 {goods} 没有售价，请填写单价',
    zh_HK: '商品 {goods} 沒有售價，請填寫單價',
    en: 'The goods {goods} has no price: enter its unit price',
  },
  promTrialUnknownMember: {
    zh_CN: '会员不存在：{id}',
    zh_HK: '會員不存在：{id}',
    en: 'No such member: {id}',
  },
} satisfies Record<string, Catalog>
