// The module's public entry: what other modules may use (its services and types, never its tables).
export {
  goodsDrugBriefs,
  goodsIdsMatching,
  goodsIdsOfCodes,
  goodsLabels,
  goodsPriceBriefs,
  goodsSaleBriefs,
  goodsStockBriefs,
} from './service'
export type { GoodsDrugBrief, GoodsLabel, GoodsPriceBrief, GoodsSaleBrief, GoodsStockBrief } from './service'
export { goodsModule } from './module'
