/**
 * The permission codes of the shop's cards tools: the buttons of their menus in the shop's
 * `shop_marketing` directory (apps/server/src/modules/shop/menus.ts). The shop front's calls need the
 * shop's `shop_front`.
 */
export const SHOP_CARDS_CODES = {
  entityCouponView: 'shop_entity_coupon_view',
  /** creates, edits and schedules batches */
  entityCouponEdit: 'shop_entity_coupon_edit',
  /** voids a batch: its unused codes can no longer be redeemed */
  entityCouponVoid: 'shop_entity_coupon_void',
  giftCardView: 'shop_gift_card_view',
  /** creates, edits and schedules card types, sells cards */
  giftCardEdit: 'shop_gift_card_edit',
  giftCardStop: 'shop_gift_card_stop',
  /** refunds an order's gift-card payment back to the card */
  giftCardRefund: 'shop_gift_card_refund',
  payingMemberView: 'shop_paying_member_view',
  payingMemberEdit: 'shop_paying_member_edit',
  payingMemberStop: 'shop_paying_member_stop',
} as const

/** A batch: active (its codes redeem within its validity) or voided (none redeem any more). */
export const COUPON_BATCH_STATUSES = ['active', 'voided'] as const
export type CouponBatchStatus = (typeof COUPON_BATCH_STATUSES)[number]
/** amount: the face value in fen off; discount: a percent off */
export const ENTITY_COUPON_KINDS = ['amount', 'discount'] as const
export type EntityCouponKind = (typeof ENTITY_COUPON_KINDS)[number]
/** A code's status; `expired` is an unused code past its batch's end time. */
export const COUPON_CODE_STATUSES = ['unused', 'redeemed', 'voided', 'expired'] as const
export type CouponCodeStatus = (typeof COUPON_CODE_STATUSES)[number]
export const REDEEM_CHANNELS = ['shop', 'pos'] as const

/** A card type or plan on sale (active) or stopped (no more sold; sold ones stay valid). */
export const SALE_STATUSES = ['active', 'stopped'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
/** A card: sold (inactive until activated), active, expired (its balance written off). */
export const GIFT_CARD_STATUSES = ['inactive', 'active', 'expired'] as const
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number]
/** The ledger's entries: load (+ at activation), pay (−), refund (+), transfer out (−) / in (+), expire (−). */
export const GIFT_CARD_ENTRY_KINDS = [
  'load',
  'pay',
  'refund',
  'transfer_out',
  'transfer_in',
  'expire',
] as const
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number]

export const PLAN_PERIODS = ['month', 'year'] as const
export type PlanPeriod = (typeof PLAN_PERIODS)[number]
/** A member's paying membership now: active until its end, in grace for the plan's grace days, then expired. */
export const MEMBERSHIP_STATES = ['active', 'grace', 'expired'] as const
export type MembershipState = (typeof MEMBERSHIP_STATES)[number]
export const PURCHASE_KINDS = ['purchase', 'renewal'] as const
