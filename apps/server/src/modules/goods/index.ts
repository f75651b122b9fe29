// The module's public entry: what other modules may use (its services and types, never its tables).
export { goodsPriceBriefs } from './service'
export type { GoodsPriceBrief } from './service'
export { goodsModule } from './module'
