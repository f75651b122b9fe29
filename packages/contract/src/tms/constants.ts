import type { Locale } from '../constants'

/** The permission (button) codes of the TMS calls; menus.ts seeds them under their screens. */
export const TMS_CODES = {
  shipmentView: 'tms_shipment_view',
  /** create a shipment */
  shipmentAdd: 'tms_shipment_add',
  /** issue its waybill, fetch its tracking, confirm its delivery or cancel it */
  shipmentEdit: 'tms_shipment_edit',
  /** price a parcel with a service's tariff */
  freightQuote: 'tms_freight_quote',
} as const

type Named<T extends string> = Record<T, Record<Locale, string>>

/**
 * A shipment moves one step at a time along this line; `exception` is reported by the carrier once
 * the parcel is in its hands, and the parcel then goes back in transit.
 */
export const SHIPMENT_FLOW = [
  'created',
  'waybill_issued',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const
export const SHIPMENT_STATUSES = [...SHIPMENT_FLOW, 'exception', 'cancelled'] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]
export const SHIPMENT_STATUS_NAMES: Named<ShipmentStatus> = {
  created: { zh_CN: '已创建', zh_HK: '已建立', en: 'Created' },
  waybill_issued: { zh_CN: '已出运单', zh_HK: '已出運單', en: 'Waybill issued' },
  picked_up: { zh_CN: '已揽收', zh_HK: '已攬收', en: 'Picked up' },
  in_transit: { zh_CN: '运输中', zh_HK: '運輸中', en: 'In transit' },
  out_for_delivery: { zh_CN: '派送中', zh_HK: '派送中', en: 'Out for delivery' },
  delivered: { zh_CN: '已签收', zh_HK: '已簽收', en: 'Delivered' },
  exception: { zh_CN: '异常', zh_HK: '異常', en: 'Exception' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/**
 * The carrier's steps between the waybill and the delivery, which the areas shipping through TMS (OMS,
 * the shop) put on their order timelines as `carrier_<step>`.
 */
export const CARRIER_STEPS = ['picked_up', 'in_transit', 'out_for_delivery', 'exception'] as const
export type CarrierStep = (typeof CARRIER_STEPS)[number]
export const isCarrierStep = (status: string): status is CarrierStep =>
  (CARRIER_STEPS as readonly string[]).includes(status)

/** The carrier adapters the server has: only the fake one, which never sends anything out. */
export const CARRIER_ADAPTERS = ['fake'] as const
export type CarrierAdapterName = (typeof CARRIER_ADAPTERS)[number]

/** a tariff for this region applies to any destination without a tariff of its own */
export const ANY_REGION = '*'
