// The module's public entry: what other modules may use (its services and types, never its tables).
export { tmsModule } from './module'
export { shipmentByWaybill } from './waybill-lookup'
export { onShipmentTracked, type ShipmentTracked, type ShipmentTrackedListener } from './shipment-events'
