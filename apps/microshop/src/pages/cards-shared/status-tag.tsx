import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLORS: Record<string, string> = {
  active: 'success',
  unused: 'processing',
  redeemed: 'success',
  stopped: 'default',
  voided: 'error',
  expired: 'warning',
  inactive: 'default',
}

/** A status as a coloured tag, worded by `prefix` + status (e.g. `cardsStatus_active`). */
export function StatusTag({ prefix, status }: { prefix: string; status: string }) {
  const { t } = useTranslation()
  return <Tag color={COLORS[status]}>{t(`${prefix}_${status}`)}</Tag>
}
