import type { Locale } from '../constants'
import type { FieldOption } from '../resource'
import type { ActivityAction, ActivityStatus, CouponStatus, PromForm, PromType } from './constants'

type Names = Record<Locale, string>
const names = (zh_CN: string, zh_HK: string, en: string): Names => ({ zh_CN, zh_HK, en })

/** spec §3's promotion types by name. */
export const PROM_TYPE_NAMES: Record<PromType, Names> = {
  1: names('套装', '套裝', 'Set'),
  2: names('单品', '單品', 'Single item'),
  3: names('系列', '系列', 'Series'),
  4: names('整单', '整單', 'Whole order'),
}

export const PROM_FORM_NAMES: Record<PromForm, Names> = {
  fixedPrice: names('特价', '特價', 'Fixed price'),
  discountRate: names('折扣', '折扣', 'Discount rate'),
  amountOff: names('满减', '滿減', 'Amount off'),
  tiered: names('阶梯满减', '階梯滿減', 'Tiered'),
  buyNGetM: names('买N送M', '買N送M', 'Buy N get M'),
  addOn: names('加价购', '加價購', 'Add-on purchase'),
  gift: names('满赠', '滿贈', 'Gift'),
  secondItem: names('第二件优惠', '第二件優惠', 'Second item discount'),
  pointsMultiplier: names('积分倍数', '積分倍數', 'Points multiplier'),
  couponIssue: names('送券', '送券', 'Coupon issue'),
}

export const ACTIVITY_STATUS_NAMES: Record<ActivityStatus, Names> = {
  draft: names('草稿', '草稿', 'Draft'),
  review: names('审核中', '審核中', 'In review'),
  scheduled: names('待开始', '待開始', 'Scheduled'),
  active: names('进行中', '進行中', 'Active'),
  paused: names('已暂停', '已暫停', 'Paused'),
  ended: names('已结束', '已結束', 'Ended'),
}

export const ACTIVITY_ACTION_NAMES: Record<ActivityAction, Names> = {
  submit: names('提交审核', '提交審核', 'be submitted for review'),
  approve: names('审核通过', '審核通過', 'be approved'),
  reject: names('驳回', '駁回', 'be rejected'),
  start: names('开始', '開始', 'start'),
  pause: names('暂停', '暫停', 'be paused'),
  resume: names('恢复', '恢復', 'be resumed'),
  end: names('结束', '結束', 'be ended'),
}

export const COUPON_STATUS_NAMES: Record<CouponStatus, Names> = {
  unused: names('未使用', '未使用', 'Unused'),
  locked: names('已锁定', '已鎖定', 'Locked'),
  used: names('已使用', '已使用', 'Used'),
  expired: names('已过期', '已過期', 'Expired'),
  void: names('已作废', '已作廢', 'Void'),
}

/** A names table as a field's options. */
export const optionsOf = <K extends string | number>(table: Record<K, Names>): FieldOption[] =>
  (Object.entries(table) as [string, Names][]).map(([value, label]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label,
  }))
