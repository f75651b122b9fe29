import { useState } from 'react'
import { Input, Select, Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  COUPON_CODE_STATUSES,
  entityCouponEndpoints as ep,
  type CouponCode,
  type CouponCodeStatus,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'
import { StatusTag } from '../cards-shared/status-tag'

/** The codes (of one batch when chosen), searched by code and status; no export. */
export function CodeList(props: { batch: { id: string; name: string } | null; onClearBatch(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [code, setCode] = useState<string>()
  const [status, setStatus] = useState<CouponCodeStatus>()
  const batchId = props.batch?.id
  const list = usePagedList(
    (paging) =>
      call(api, ep.codePage, {
        query: {
          ...paging,
          ...(batchId ? { batchId } : {}),
          ...(code ? { code } : {}),
          ...(status ? { status } : {}),
        },
      }),
    [api, batchId, code, status],
  )
  const columns: TableColumnsType<CouponCode> = [
    { title: t('couponCode'), dataIndex: 'code', render: (v: string) => <code>{v}</code> },
    { title: t('couponBatchName'), dataIndex: 'batchName' },
    {
      title: t('cardsStatus'),
      dataIndex: 'status',
      render: (s: string) => <StatusTag prefix="couponCodeStatus" status={s} />,
    },
    { title: t('cardsMember'), dataIndex: 'memberId', render: (v: string | null) => v ?? '-' },
    {
      title: t('couponChannel'),
      dataIndex: 'channel',
      render: (v: string | null) => (v ? t(`couponChannel_${v}`) : '-'),
    },
    { title: t('couponRedeemTime'), dataIndex: 'redeemTime', render: (v: string | null) => v ?? '-' },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {props.batch && (
          <Tag closable onClose={props.onClearBatch}>
            {props.batch.name}
          </Tag>
        )}
        <Input.Search
          allowClear
          placeholder={t('couponCodeSearch')}
          aria-label={t('couponCodeSearch')}
          onSearch={(v) => list.refilter(setCode)(v.trim() || undefined)}
          style={{ width: 220 }}
        />
        <Select<CouponCodeStatus>
          allowClear
          placeholder={t('cardsStatus')}
          aria-label={t('cardsStatus')}
          style={{ width: 140 }}
          value={status}
          onChange={list.refilter(setStatus)}
          options={COUPON_CODE_STATUSES.map((s) => ({ value: s, label: t(`couponCodeStatus_${s}`) }))}
        />
      </Space>
      <PagedTable list={list} columns={columns} />
    </>
  )
}
