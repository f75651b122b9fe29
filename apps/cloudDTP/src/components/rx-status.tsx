import { Tag } from 'antd'
import { RX_STATUS_LABELS, type CheckLevel, type RxStatus } from '@store/contract'
import { useLocale } from './locale'

const STATUS_COLOURS: Record<RxStatus, string> = {
  submitted: 'default',
  pending: 'processing',
  escalated: 'warning',
  queried: 'orange',
  approved: 'success',
  rejected: 'error',
  dispensed: 'cyan',
  superseded: 'default',
}
const LEVEL_COLOURS: Record<CheckLevel, string> = { OK: 'success', WARN: 'warning', BLOCK: 'error' }

export function RxStatusTag({ status }: { status: RxStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{RX_STATUS_LABELS[status][useLocale()]}</Tag>
}

export function CheckLevelTag({ level }: { level: CheckLevel | null }) {
  return level ? <Tag color={LEVEL_COLOURS[level]}>{level}</Tag> : null
}
