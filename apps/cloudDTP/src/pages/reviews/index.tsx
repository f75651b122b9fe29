import { useState } from 'react'
import { Alert, Button, Card, Empty, Rate, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DRUG_REVIEW_STATUS_LABELS,
  DRUG_REVIEW_STATUSES,
  DTP_CODES,
  dtpEndpoints,
  type DrugReview,
  type DrugReviewStatus,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { DrugNameLink } from '../../components/drug-name-link'
import { useLocale } from '../../components/locale'
import { ReplyDialog } from './reply-dialog'

const COLOURS: Record<DrugReviewStatus, string> = {
  pending: 'processing',
  published: 'success',
  hidden: 'default',
}

/** Customers' reviews of drugs and services: filter, reply (which publishes), hide or publish after confirmation. */
export default function ReviewsPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { services } = useBridge()
  const canReply = useButton(DTP_CODES.reviewReply)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<DrugReviewStatus>()
  const [replying, setReplying] = useState<DrugReview | null>(null)
  const { data, error, reload } = useLoaded(
    () => call(api, dtpEndpoints.drugReviews, { query: { current, size, ...(status && { status }) } }),
    [api, current, size, status],
  )
  const moderate = useSubmit(
    (body: { id: string; status: DrugReviewStatus }) => call(api, dtpEndpoints.drugReply, { body }),
    { success: t('moderated'), done: () => void reload() },
  )
  const hide = async (r: DrugReview) => {
    if (await services.confirm({ title: t('hide'), content: t('confirmHide'), danger: true }))
      void moderate.submit({ id: r.id, status: 'hidden' })
  }
  const columns: TableColumnsType<DrugReview> = [
    {
      title: t('drug'),
      key: 'drug',
      render: (_, r) => <DrugNameLink drugId={r.drugId} name={r.drugTradeName} />,
    },
    { title: t('customer'), dataIndex: 'customerName' },
    { title: t('rating'), dataIndex: 'rating', render: (v: number) => <Rate disabled value={v} /> },
    { title: t('content'), dataIndex: 'content' },
    { title: t('reply'), dataIndex: 'reply' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: DrugReviewStatus) => <Tag color={COLOURS[s]}>{DRUG_REVIEW_STATUS_LABELS[s][locale]}</Tag>,
    },
    { title: t('createTime'), dataIndex: 'createTime' },
    ...(canReply
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, r: DrugReview) => (
              <Space size={0}>
                <Button type="link" onClick={() => setReplying(r)}>
                  {t('reply')}
                </Button>
                {r.status !== 'hidden' ? (
                  <Button type="link" danger onClick={() => void hide(r)}>
                    {t('hide')}
                  </Button>
                ) : (
                  <Button type="link" onClick={() => void moderate.submit({ id: r.id, status: 'published' })}>
                    {t('publish')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ]
  return (
    <Card
      title={t('reviews')}
      extra={
        <Space>
          <Select<DrugReviewStatus>
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('statusFilter')}
            aria-label={t('statusFilter')}
            value={status}
            onChange={(v?: DrugReviewStatus) => {
              restart()
              setStatus(v)
            }}
            options={DRUG_REVIEW_STATUSES.map((s) => ({
              value: s,
              label: DRUG_REVIEW_STATUS_LABELS[s][locale],
            }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<DrugReview>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('reviewNone')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <ReplyDialog review={replying} onClose={() => setReplying(null)} onDone={() => void reload()} />
    </Card>
  )
}
