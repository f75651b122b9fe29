import { useState } from 'react'
import { Select, Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  GIFT_CARD_ENTRY_KINDS,
  giftCardEndpoints as ep,
  type GiftCardEntry,
  type GiftCardEntryKind,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'

/** The cards' ledger (of one card when chosen): every load, payment, refund, transfer and expiry. */
export function EntryList(props: { card: { id: string; cardNo: string } | null; onClearCard(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [kind, setKind] = useState<GiftCardEntryKind>()
  const cardId = props.card?.id
  const list = usePagedList(
    (paging) =>
      call(api, ep.entryPage, {
        query: { ...paging, ...(cardId ? { cardId } : {}), ...(kind ? { kind } : {}) },
      }),
    [api, cardId, kind],
  )
  const columns: TableColumnsType<GiftCardEntry> = [
    { title: t('cardsTime'), dataIndex: 'createTime' },
    { title: t('giftCardNo'), dataIndex: 'cardNo', render: (v: string) => <code>{v}</code> },
    { title: t('giftEntryKind'), dataIndex: 'kind', render: (k: string) => t(`giftEntry_${k}`) },
    {
      title: t('cardsAmount'),
      dataIndex: 'amountFen',
      render: (v: number) => (v < 0 ? `-${yuan(-v)}` : `+${yuan(v)}`),
    },
    { title: t('giftBalanceAfter'), dataIndex: 'balanceFen', render: yuan },
    { title: t('giftOrderId'), dataIndex: 'orderId', render: (v: string | null) => v ?? '-' },
    { title: t('cardsMember'), dataIndex: 'memberId', render: (v: string | null) => v ?? '-' },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {props.card && (
          <Tag closable onClose={props.onClearCard}>
            {props.card.cardNo}
          </Tag>
        )}
        <Select<GiftCardEntryKind>
          allowClear
          placeholder={t('giftEntryKind')}
          aria-label={t('giftEntryKind')}
          style={{ width: 160 }}
          value={kind}
          onChange={list.refilter(setKind)}
          options={GIFT_CARD_ENTRY_KINDS.map((k) => ({ value: k, label: t(`giftEntry_${k}`) }))}
        />
      </Space>
      <PagedTable list={list} columns={columns} />
    </>
  )
}
