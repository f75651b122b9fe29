// The module's public entry: what other modules may use (its services and types, never its tables).
export { couponTemplateUsable, issueMemberCoupons, usableCouponTemplateByCode } from './coupon-service'
export { promotionModule } from './module'
export { commitRedemption, reserveRedemption, revertRedemption } from './redemption-service'
export type { Redemption, ReserveInput } from './redemption-service'
export { trialCalculation } from './trial-service'
