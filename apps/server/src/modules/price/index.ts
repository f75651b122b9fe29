// The module's public entry: what other modules may use (its services and types, never its tables).
export { recordPromotionPrices } from './anomalies'
export type { PromotionPrice } from './anomalies'
export { inquirePrices } from './inquiry'
export type { InquiryContext } from './resolver'
export { priceModule } from './module'
