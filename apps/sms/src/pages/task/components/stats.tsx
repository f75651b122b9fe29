import { useState } from 'react'
import { Alert, Card, Descriptions, Drawer, Empty, Select, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  smsMarketingEndpoints as ep,
  type Campaign,
  type Recipient,
  type RecipientStatus,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { BarChart, useLoaded, usePaging } from '@store/ui'
import { labelOf, useLocale, yuan } from '../../../components/locale'

/** A campaign's statistics (sent, delivered, failed, opted out, cost) as a chart, and its recipients. */
export function CampaignStats({ campaign, onClose }: { campaign: Campaign | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const id = campaign?.id
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<RecipientStatus>()
  const stats = useLoaded(
    async () => (id ? call(api, ep.campaignStats, { query: { id } }) : undefined),
    [api, id],
  )
  const recipients = useLoaded(
    async () =>
      id
        ? call(api, ep.recipientPage, { query: { id, current, size, ...(status && { status }) } })
        : undefined,
    [api, id, current, size, status],
  )
  const s = stats.data
  const bars = s
    ? (['sent', 'delivered', 'failed', 'optedOut', 'queued'] as const).map((k) => ({
        key: k,
        label: t(`stat_${k}`),
        value: s[k],
        text: String(s[k]),
      }))
    : []
  const columns: TableColumnsType<Recipient> = [
    { title: t('phone'), dataIndex: 'phone' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (v: RecipientStatus) => <Tag>{labelOf(RECIPIENT_STATUS_LABELS, v, locale)}</Tag>,
    },
    { title: t('error'), dataIndex: 'error' },
    { title: t('sentTime'), dataIndex: 'sentTime' },
    { title: t('receiptTime'), dataIndex: 'receiptTime' },
  ]
  return (
    <Drawer
      open={Boolean(campaign)}
      onClose={onClose}
      width={760}
      title={t('statsOf', { name: campaign?.name ?? '' })}
    >
      {(stats.error || recipients.error) && (
        <Alert type="error" showIcon message={stats.error ?? recipients.error} />
      )}
      <Card loading={!s && !stats.error} size="small">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('stat_total')}>{s?.total}</Descriptions.Item>
          <Descriptions.Item label={t('cost')}>{s && yuan(s.costFen)}</Descriptions.Item>
          <Descriptions.Item label={t('preview')}>{campaign?.preview}</Descriptions.Item>
        </Descriptions>
        <BarChart title={t('stats')} bars={bars} />
      </Card>
      <Card
        size="small"
        style={{ marginTop: 16 }}
        title={t('recipients')}
        extra={
          <Select<RecipientStatus>
            allowClear
            style={{ minWidth: 160 }}
            aria-label={t('statusFilter')}
            placeholder={t('statusFilter')}
            value={status}
            options={RECIPIENT_STATUSES.map((v) => ({
              value: v,
              label: labelOf(RECIPIENT_STATUS_LABELS, v, locale),
            }))}
            onChange={(v?: RecipientStatus) => {
              restart()
              setStatus(v)
            }}
          />
        }
      >
        <Table<Recipient>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={recipients.data?.records ?? []}
          loading={!recipients.data && !recipients.error}
          locale={{ emptyText: <Empty description={t('noRecipients')} /> }}
          pagination={pagination(recipients.data?.total ?? 0)}
        />
      </Card>
    </Drawer>
  )
}
