import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DrawStatus } from '@store/contract'

const COLORS: Record<DrawStatus, string> = {
  not_started: 'default',
  running: 'processing',
  ended: 'warning',
  stopped: 'error',
}

/** An activity's state as a coloured tag. */
export function DrawStatusTag({ status }: { status: DrawStatus }) {
  const { t } = useTranslation()
  return <Tag color={COLORS[status]}>{t(`ld_status_${status}`)}</Tag>
}
