// The module's public entry: what other modules may use (its services and types, never its tables).
export type { OrderContext, ShopContext } from './context'
export { shopModule } from './module'
export { lockOrderToPay, onOrderCancelled } from './order-cancelled'
export type { CancelledOrder, OrderCancelledListener } from './order-cancelled'
export { registerMemberPrice } from './member-price'
export type { MemberPriceProvider } from './member-price'
export { onOrderMoney } from './order-money'
export type { OrderMoneyEvent, OrderMoneyListener } from './order-money'
export { onOrderPaid } from './order-paid'
export type { OrderPaidListener, PaidOrder } from './order-paid'
export type { PaymentGateway } from './payment'
export { registerPrepaidTender } from './prepaid'
export type { PrepaidTender, TenderContext } from './prepaid'
export { onPrescriptionRequested } from './prescription'
export type { PrescriptionListener, PrescriptionRequest } from './prescription'
export { approvePrescription, cancelOrder } from './transitions'
export {
  activityGoods,
  activityGoodsOnShelf,
  holdActivityStock,
  returnActivityStock,
  shopPayments,
} from './activity-port'
export type { ActivityGoods } from './activity-port'
export { createActivityOrder, failGroupOrders, releaseGroupOrders } from './activity-order'
export type { ActivityOrderContext, ActivityOrderInput } from './activity-order'
export { onOrderRefunded } from './order-refunded'
export type { OrderRefundedListener, RefundedOrder } from './order-refunded'
export { completeDelivered, noteCarrierStep, shipWithWaybill } from './carrier-steps'
