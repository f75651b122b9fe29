import { Tag } from 'antd'
import {
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_TYPE_LABELS,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@store/contract'
import { useLocale } from './locale'

const COLOURS: Record<AfterSaleStatus, string> = { pending: 'orange', refunded: 'success', refused: 'error' }

export function AfterSaleStatusTag({ status }: { status: AfterSaleStatus }) {
  return <Tag color={COLOURS[status]}>{AFTER_SALE_STATUS_LABELS[status][useLocale()]}</Tag>
}

export function AfterSaleTypeTag({ type }: { type: AfterSaleType }) {
  return <Tag>{AFTER_SALE_TYPE_LABELS[type][useLocale()]}</Tag>
}
