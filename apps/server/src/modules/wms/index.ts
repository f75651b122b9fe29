// The module's public entry: what other modules may use (its services and types, never its tables).
export { warehouseStock, type WarehouseStock } from './availability'
export type { WmsContext } from './context'
export { wmsModule } from './module'
export { shippedPickCode, shippedPickId } from './shipped-pick'
export { onPickShipped, type PickShipped, type PickShippedListener } from './pick-events'
export { cancelPick, createPick, packPick, shipPick } from './picks'
export { warehouseBins } from './places'
export { confirmReceipt, createReceipt } from './receipts'
