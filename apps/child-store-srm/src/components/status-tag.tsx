import { Tag } from 'antd'
import { PO_STATUS_NAMES, type PoStatus } from '@store/contract'
import { useLocale } from './locale'

const COLOURS: Record<PoStatus, string> = {
  draft: 'default',
  submitted: 'gold',
  approved: 'cyan',
  confirmed: 'blue',
  partly_received: 'processing',
  received: 'success',
  closed: 'default',
  rejected: 'error',
  cancelled: 'default',
}

export function StatusTag({ status }: { status: PoStatus }) {
  return <Tag color={COLOURS[status]}>{PO_STATUS_NAMES[status][useLocale()]}</Tag>
}
