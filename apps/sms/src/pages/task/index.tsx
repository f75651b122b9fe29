import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import {
  AUDIENCE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  SMS_MKT_CODES as C,
  smsMarketingEndpoints as ep,
  type Campaign,
  type CampaignStatus,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { labelOf, useLocale, yuan } from '../../components/locale'
import { CampaignEditor } from './components/editor'
import { CampaignStats } from './components/stats'

type Step = 'send' | 'cancel' | 'remove'
const STEP_ALLOWED: Record<Step, readonly CampaignStatus[]> = {
  send: ['draft', 'halted'],
  cancel: ['scheduled', 'sending', 'halted'],
  remove: ['draft', 'done', 'cancelled'],
}
const STATUS_COLOURS: Partial<Record<CampaignStatus, string>> = {
  scheduled: 'processing',
  sending: 'processing',
  halted: 'warning',
  done: 'success',
}

/** Campaigns, newest first: by status and name; write a draft, send or schedule it, cancel, remove, see its statistics. */
export default function CampaignPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const can = {
    edit: useButton(C.campaignEdit),
    send: useButton(C.campaignSend),
    cancel: useButton(C.campaignSend),
    remove: useButton(C.campaignDelete),
  }
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<CampaignStatus>()
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<Campaign | null | 'new'>(null)
  const [showing, setShowing] = useState<Campaign | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.campaignPage, {
        query: { current, size, ...(status && { status }), ...(name && { name }) },
      }),
    [api, current, size, status, name],
  )
  const step = useSubmit(
    async ({ campaign, action }: { campaign: Campaign; action: Step }): Promise<unknown> =>
      action === 'remove'
        ? call(api, ep.campaignRemove, { query: { ids: campaign.id } })
        : call(api, action === 'send' ? ep.campaignSend : ep.campaignCancel, { query: { id: campaign.id } }),
    { success: (_, { action }) => t(`${action}Done`), done: reload },
  )
  const confirmed = (campaign: Campaign, action: Step) =>
    can[action] &&
    STEP_ALLOWED[action].includes(campaign.status) && (
      <Popconfirm
        key={action}
        title={t(`${action}Confirm`, { name: campaign.name })}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: action !== 'send' }}
        onConfirm={() => step.submit({ campaign, action })}
      >
        <Button type="link" danger={action !== 'send'}>
          {t(action)}
        </Button>
      </Popconfirm>
    )

  const columns: TableColumnsType<Campaign> = [
    { title: t('campaignName'), dataIndex: 'name' },
    { title: t('dept'), dataIndex: 'deptName' },
    { title: t('template'), dataIndex: 'templateName' },
    {
      title: t('audience'),
      dataIndex: 'audienceKind',
      render: (k: Campaign['audienceKind']) => labelOf(AUDIENCE_LABELS, k, locale),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: CampaignStatus) => (
        <Tag color={STATUS_COLOURS[s]}>{labelOf(CAMPAIGN_STATUS_LABELS, s, locale)}</Tag>
      ),
    },
    { title: t('recipientCount'), dataIndex: 'recipientCount' },
    { title: t('cost'), dataIndex: 'costFen', render: yuan },
    { title: t('sendAt'), dataIndex: 'sendAt' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setShowing(c)}>
            {t('stats')}
          </Button>
          {can.edit && c.status === 'draft' && (
            <Button type="link" onClick={() => setEditing(c)}>
              {t('edit')}
            </Button>
          )}
          {confirmed(c, 'send')}
          {confirmed(c, 'cancel')}
          {confirmed(c, 'remove')}
        </Space>
      ),
    },
  ]

  return (
    <Card
      title={t('campaigns')}
      extra={
        <Space wrap>
          <Input.Search
            aria-label={t('campaignName')}
            placeholder={t('campaignName')}
            allowClear
            onSearch={(v) => {
              restart()
              setName(v.trim())
            }}
          />
          <Select<CampaignStatus>
            allowClear
            style={{ minWidth: 160 }}
            aria-label={t('statusFilter')}
            placeholder={t('statusFilter')}
            value={status}
            options={CAMPAIGN_STATUSES.map((v) => ({
              value: v,
              label: labelOf(CAMPAIGN_STATUS_LABELS, v, locale),
            }))}
            onChange={(v?: CampaignStatus) => {
              restart()
              setStatus(v)
            }}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {can.edit && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('newCampaign')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<Campaign>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noCampaigns')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <CampaignEditor
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <CampaignStats campaign={showing} onClose={() => setShowing(null)} />
    </Card>
  )
}
