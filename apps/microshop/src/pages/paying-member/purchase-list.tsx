import { useState } from 'react'
import { Input, Space, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { payingMemberEndpoints as ep, type MemberPurchase } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'

/** Purchases and renewals, newest first, by member. */
export function PurchaseList(props: { version: number }) {
  const { t } = useTranslation()
  const api = useApi()
  const [memberId, setMemberId] = useState<string>()
  const list = usePagedList(
    (paging) => call(api, ep.purchasePage, { query: { ...paging, ...(memberId ? { memberId } : {}) } }),
    [api, memberId, props.version],
  )
  const columns: TableColumnsType<MemberPurchase> = [
    { title: t('cardsTime'), dataIndex: 'createTime' },
    { title: t('cardsMember'), dataIndex: 'memberId' },
    { title: t('memberPlan'), dataIndex: 'planName' },
    {
      title: t('memberPurchaseKind'),
      dataIndex: 'kind',
      render: (k: string) => t(`memberPurchaseKind_${k}`),
    },
    { title: t('cardsAmount'), dataIndex: 'priceFen', render: yuan },
    { title: t('memberPeriodOf'), key: 'period', render: (_, p) => `${p.periodStart} ~ ${p.periodEnd}` },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('cardsMember')}
          aria-label={t('cardsMember')}
          onSearch={(v) => list.refilter(setMemberId)(/^\d{1,19}$/.test(v.trim()) ? v.trim() : undefined)}
          style={{ width: 220 }}
        />
      </Space>
      <PagedTable list={list} columns={columns} />
    </>
  )
}
