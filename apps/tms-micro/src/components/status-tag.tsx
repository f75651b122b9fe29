import { Tag } from 'antd'
import { SHIPMENT_STATUS_NAMES, type ShipmentStatus } from '@store/contract'
import { useLocale } from './locale'

const COLOURS: Record<ShipmentStatus, string> = {
  created: 'default',
  waybill_issued: 'cyan',
  picked_up: 'blue',
  in_transit: 'processing',
  out_for_delivery: 'geekblue',
  delivered: 'success',
  exception: 'error',
  cancelled: 'default',
}

export function StatusTag({ status }: { status: ShipmentStatus }) {
  return <Tag color={COLOURS[status]}>{SHIPMENT_STATUS_NAMES[status][useLocale()]}</Tag>
}

/** fen as yuan with two decimals */
export const yuan = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2))
