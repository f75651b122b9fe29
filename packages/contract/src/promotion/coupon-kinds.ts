import type { FieldOption } from '../resource'

/** A coupon template's kinds: an amount off (`faceFen`) or a rate (`ratePermille`). */
export const COUPON_KINDS: readonly FieldOption[] = [
  { value: 'amount', label: { zh_CN: '满减券', zh_HK: '滿減券', en: 'Amount off' } },
  { value: 'discount', label: { zh_CN: '折扣券', zh_HK: '折扣券', en: 'Discount' } },
]
