import type { Locale } from '../constants'
import { SHIPMENT_STATUS_NAMES } from '../tms/constants'

/** The permission (button) codes of the OMS calls; menus.ts seeds them under their screens. */
export const OMS_CODES = {
  orderView: 'oms_order_view',
  /** enter a POS order, import a marketplace file */
  orderCreate: 'oms_order_create',
  /** route, hold, release, split, merge, hand to WMS, complete, cancel */
  orderEdit: 'oms_order_edit',
} as const

type Named<T extends string> = Record<T, Record<Locale, string>>

export const OMS_CHANNELS = ['mall', 'pos', 'marketplace'] as const
export type OmsChannel = (typeof OMS_CHANNELS)[number]
export const OMS_CHANNEL_NAMES: Named<OmsChannel> = {
  mall: { zh_CN: '商城', zh_HK: '商城', en: 'Shop' },
  pos: { zh_CN: '门店POS', zh_HK: '門店POS', en: 'POS' },
  marketplace: { zh_CN: '第三方平台', zh_HK: '第三方平台', en: 'Marketplace' },
}

/**
 * new → routed → released → allocated (a WMS pick list) → shipped → completed; held is a stop on the way
 * (from new or routed, released back where it was held); cancelled ends any order not yet shipped.
 */
export const OMS_STATUSES = [
  'new',
  'routed',
  'held',
  'released',
  'allocated',
  'shipped',
  'completed',
  'cancelled',
] as const
export type OmsStatus = (typeof OMS_STATUSES)[number]
export const OMS_STATUS_NAMES: Named<OmsStatus> = {
  new: { zh_CN: '待分单', zh_HK: '待分單', en: 'New' },
  routed: { zh_CN: '已分单', zh_HK: '已分單', en: 'Routed' },
  held: { zh_CN: '已挂起', zh_HK: '已掛起', en: 'On hold' },
  released: { zh_CN: '已放行', zh_HK: '已放行', en: 'Released' },
  allocated: { zh_CN: '仓库作业中', zh_HK: '倉庫作業中', en: 'In the warehouse' },
  shipped: { zh_CN: '已发货', zh_HK: '已發貨', en: 'Shipped' },
  completed: { zh_CN: '已完成', zh_HK: '已完成', en: 'Completed' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/** What is done to an order: each one a step of the state machine (rules.ts on the server). */
export const OMS_ACTIONS = [
  'create',
  'route',
  'hold',
  'release',
  'allocate',
  'ship',
  'complete',
  'cancel',
  'split',
  'merge',
  'carrier_waybill_issued',
  'carrier_picked_up',
  'carrier_in_transit',
  'carrier_out_for_delivery',
  'carrier_exception',
] as const
export type OmsAction = (typeof OMS_ACTIONS)[number]
export const OMS_ACTION_NAMES: Named<OmsAction> = {
  create: { zh_CN: '接单', zh_HK: '接單', en: 'Received' },
  route: { zh_CN: '分单', zh_HK: '分單', en: 'Routed' },
  hold: { zh_CN: '挂起', zh_HK: '掛起', en: 'Held' },
  release: { zh_CN: '放行', zh_HK: '放行', en: 'Released' },
  allocate: { zh_CN: '下发仓库', zh_HK: '下發倉庫', en: 'Sent to the warehouse' },
  ship: { zh_CN: '仓库发货', zh_HK: '倉庫發貨', en: 'Shipped by the warehouse' },
  complete: { zh_CN: '完成', zh_HK: '完成', en: 'Completed' },
  cancel: { zh_CN: '取消', zh_HK: '取消', en: 'Cancelled' },
  split: { zh_CN: '拆单', zh_HK: '拆單', en: 'Split' },
  merge: { zh_CN: '合单', zh_HK: '合單', en: 'Merged' },
  carrier_waybill_issued: SHIPMENT_STATUS_NAMES.waybill_issued,
  carrier_picked_up: SHIPMENT_STATUS_NAMES.picked_up,
  carrier_in_transit: SHIPMENT_STATUS_NAMES.in_transit,
  carrier_out_for_delivery: SHIPMENT_STATUS_NAMES.out_for_delivery,
  carrier_exception: SHIPMENT_STATUS_NAMES.exception,
}

/** the most rows a marketplace file may hold */
export const OMS_IMPORT_MAX_ROWS = 1000
/** the columns of a marketplace file, in order (the header row names them in any of the languages) */
export const OMS_IMPORT_COLUMNS = [
  'sourceNo',
  'receiverName',
  'receiverPhone',
  'region',
  'address',
  'goodsCode',
  'qty',
] as const

/** The header titles of a marketplace file's columns: any of the languages is read. */
export const OMS_IMPORT_HEADERS: Named<(typeof OMS_IMPORT_COLUMNS)[number]> = {
  sourceNo: { zh_CN: '平台订单号', zh_HK: '平台訂單號', en: 'Order number' },
  receiverName: { zh_CN: '收货人', zh_HK: '收貨人', en: 'Receiver' },
  receiverPhone: { zh_CN: '电话', zh_HK: '電話', en: 'Phone' },
  region: { zh_CN: '地区', zh_HK: '地區', en: 'Region' },
  address: { zh_CN: '地址', zh_HK: '地址', en: 'Address' },
  goodsCode: { zh_CN: '商品编码', zh_HK: '商品編碼', en: 'Goods code' },
  qty: { zh_CN: '数量', zh_HK: '數量', en: 'Quantity' },
}
