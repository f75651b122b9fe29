// The module's public entry: what other modules may use (its services and types, never its tables).
export { onPromotionPrices, recordPromotionPrices } from './promotion-floor'
export type { PromotionPrice, PromotionPriceSource } from './promotion-floor'
export { inquirePrices } from './inquiry'
export type { InquiryContext } from './resolver'
export { priceModule } from './module'
