import { Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { PO_STATUS_NAMES, type PoStatus, type SrmPurchaseOrder } from '@store/contract'
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

function StatusTag({ status }: { status: PoStatus }) {
  return <Tag color={COLOURS[status]}>{PO_STATUS_NAMES[status][useLocale()]}</Tag>
}

/** The order's status and, while it awaits approval, who holds the approval task. */
export function OrderStatus({ order }: { order: Pick<SrmPurchaseOrder, 'status' | 'approvers'> }) {
  const { t } = useTranslation()
  return (
    <Space direction="vertical" size={0}>
      <StatusTag status={order.status} />
      {order.approvers.length > 0 && (
        <Typography.Text type="secondary">
          {t('approvers', { names: order.approvers.join('、') })}
        </Typography.Text>
      )}
    </Space>
  )
}
