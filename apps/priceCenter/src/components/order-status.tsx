import { Tag } from 'antd'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@store/contract'
import { labelOf, useLocale } from './locale'

const COLOURS: Record<OrderStatus, string> = {
  draft: 'default',
  pending: 'processing',
  scheduled: 'cyan',
  applied: 'success',
  rejected: 'error',
  withdrawn: 'warning',
}

/** A change order's state, named in the user's language. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const locale = useLocale()
  return <Tag color={COLOURS[status]}>{labelOf(ORDER_STATUS_LABELS, status, locale)}</Tag>
}
