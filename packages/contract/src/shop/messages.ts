import type { Catalog } from '../messages'

/** Messages of the e-commerce shop: refusals, and the texts of its realtime order alerts. */
export const SHOP_MESSAGES = {
  shopSoldOut: {
    zh_CN: '商品已售罄：{name}',
    zh_HK: '商品已售罄：{name}',
    en: 'Sold out: {name}',
  },
  shopGoodsOffShelf: {
    zh_CN: '商品已下架或不存在：{name}',
    zh_HK: '商品已下架或不存在：{name}',
    en: 'Not on sale: {name}',
  },
  shopGoodsMissing: {
    zh_CN: '商品资料不存在',
    zh_HK: '商品資料不存在',
    en: 'No such goods in master data',
  },
  shopGoodsTaken: {
    zh_CN: '该商品已在售：{name}',
    zh_HK: '該商品已在售：{name}',
    en: 'Already on sale: {name}',
  },
  shopClosed: {
    zh_CN: '商城已打烊',
    zh_HK: '商城已打烊',
    en: 'The shop is closed',
  },
  shopAddressRequired: {
    zh_CN: '快递配送需填写收货地址',
    zh_HK: '快遞配送需填寫收貨地址',
    en: 'Delivery needs an address',
  },
  shopPickupOff: {
    zh_CN: '商城未开启门店自提',
    zh_HK: '商城未開啟門店自提',
    en: 'The shop does not offer pick-up in store',
  },
  shopOrderState: {
    zh_CN: '订单当前状态为“{status}”，不能{action}',
    zh_HK: '訂單目前狀態為「{status}」，不能{action}',
    en: 'The order is “{status}”: it cannot be {action}',
  },
  shopPaymentDisabled: {
    zh_CN: '该支付方式未启用',
    zh_HK: '該支付方式未啟用',
    en: 'This payment method is not enabled',
  },
  shopPaymentUnsupported: {
    zh_CN: '不支持的支付方式不能启用',
    zh_HK: '不支援的支付方式不能啟用',
    en: 'An unsupported payment method cannot be enabled',
  },
  shopPaymentFailed: {
    zh_CN: '支付失败：{reason}',
    zh_HK: '支付失敗：{reason}',
    en: 'Payment failed: {reason}',
  },
  shopBuyerCancelRefused: {
    zh_CN: '按商城的取消规则，此订单不能由买家取消',
    zh_HK: '按商城的取消規則，此訂單不能由買家取消',
    en: 'The shop’s cancellation rules do not let the buyer cancel this order',
  },
  shopNotPickup: {
    zh_CN: '此订单不是门店自提订单',
    zh_HK: '此訂單不是門店自提訂單',
    en: 'This order is not for pick-up in store',
  },
  shopNotExpress: {
    zh_CN: '门店自提订单无需发货',
    zh_HK: '門店自提訂單無需發貨',
    en: 'A pick-up order is not shipped',
  },
  shopActionPay: { zh_CN: '付款', zh_HK: '付款', en: 'paid' },
  shopActionShip: { zh_CN: '发货', zh_HK: '發貨', en: 'shipped' },
  shopActionPickup: { zh_CN: '自提', zh_HK: '自提', en: 'picked up' },
  shopActionComplete: { zh_CN: '完成', zh_HK: '完成', en: 'completed' },
  shopActionCancel: { zh_CN: '取消', zh_HK: '取消', en: 'cancelled' },
  shopActionApprove: { zh_CN: '通过处方审核', zh_HK: '通過處方審核', en: 'approved' },
  shopActionGroupFormed: { zh_CN: '成团', zh_HK: '成團', en: 'formed as a group' },
  shopNewOrderTitle: { zh_CN: '新订单', zh_HK: '新訂單', en: 'New order' },
  shopNewOrder: {
    zh_CN: '订单 {orderNo} 已付款 ¥{amount}，请及时发货',
    zh_HK: '訂單 {orderNo} 已付款 ¥{amount}，請及時發貨',
    en: 'Order {orderNo} was paid ¥{amount}: please ship it',
  },
  shopRefundOrderTitle: { zh_CN: '退款订单', zh_HK: '退款訂單', en: 'Refund order' },
  shopRefundOrder: {
    zh_CN: '订单 {orderNo} 已取消并退款 ¥{amount}',
    zh_HK: '訂單 {orderNo} 已取消並退款 ¥{amount}',
    en: 'Order {orderNo} was cancelled and ¥{amount} refunded',
  },
  shopAfterSaleOrderState: {
    zh_CN: '订单当前状态为“{status}”，不能申请{type}',
    zh_HK: '訂單目前狀態為「{status}」，不能申請{type}',
    en: 'The order is “{status}”: no “{type}” can be asked',
  },
  shopAfterSaleState: {
    zh_CN: '售后单当前状态为“{status}”，不能再审核',
    zh_HK: '售後單目前狀態為「{status}」，不能再審核',
    en: 'The after-sale request is “{status}”: it cannot be reviewed again',
  },
  shopAfterSaleTooMuch: {
    zh_CN: '申请金额超出可退金额：{name} 最多可退 ¥{max}',
    zh_HK: '申請金額超出可退金額：{name} 最多可退 ¥{max}',
    en: 'More than can be refunded: at most ¥{max} for {name}',
  },
  shopAfterSaleQuantity: {
    zh_CN: '退货数量超出可退数量：{name} 最多可退 {max} 件',
    zh_HK: '退貨數量超出可退數量：{name} 最多可退 {max} 件',
    en: 'More units than can be returned: at most {max} of {name}',
  },
  shopAfterSaleNoQuantity: {
    zh_CN: '退货退款需填写退货数量：{name}',
    zh_HK: '退貨退款需填寫退貨數量：{name}',
    en: 'A return needs the units sent back: {name}',
  },
  shopAfterSaleLineMissing: {
    zh_CN: '订单中没有该商品行',
    zh_HK: '訂單中沒有該商品行',
    en: 'The order has no such line',
  },
  shopAfterSaleNothingLeft: {
    zh_CN: '该订单已无可退金额',
    zh_HK: '該訂單已無可退金額',
    en: 'Nothing of this order is left to refund',
  },
  shopAfterSaleRefund: {
    zh_CN: '订单 {orderNo} 售后退款 ¥{amount}',
    zh_HK: '訂單 {orderNo} 售後退款 ¥{amount}',
    en: 'Order {orderNo}: after-sale refund of ¥{amount}',
  },
  shopAutoComplete: {
    zh_CN: '发货满 {days} 天，系统自动完成',
    zh_HK: '發貨滿 {days} 天，系統自動完成',
    en: 'Completed automatically {days} days after shipping',
  },
  shopUnpaidTimeout: {
    zh_CN: '超时未付款，系统自动取消',
    zh_HK: '逾時未付款，系統自動取消',
    en: 'Not paid in time: cancelled automatically',
  },
} satisfies Record<string, Catalog>
