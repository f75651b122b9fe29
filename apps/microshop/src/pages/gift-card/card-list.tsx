import { useState } from 'react'
import { Button, Input, Select, Space, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  GIFT_CARD_STATUSES,
  SHOP_CARDS_CODES as C,
  giftCardEndpoints as ep,
  type GiftCard,
  type GiftCardStatus,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'
import { StatusTag } from '../cards-shared/status-tag'
import { RefundDialog } from './refund-dialog'

/** The cards sold, by card number and status, with their balances; a card's ledger opens from its row. */
export function CardList(props: { version: number; onLedger(card: GiftCard): void; onChanged(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const canRefund = useButton(C.giftCardRefund)
  const [cardNo, setCardNo] = useState<string>()
  const [status, setStatus] = useState<GiftCardStatus>()
  const [refunding, setRefunding] = useState<GiftCard | null>(null)
  const list = usePagedList(
    (paging) =>
      call(api, ep.cardPage, {
        query: { ...paging, ...(cardNo ? { cardNo } : {}), ...(status ? { status } : {}) },
      }),
    [api, cardNo, status, props.version],
  )
  const columns: TableColumnsType<GiftCard> = [
    { title: t('giftCardNo'), dataIndex: 'cardNo', render: (v: string) => <code>{v}</code> },
    { title: t('giftTypes'), dataIndex: 'typeName' },
    { title: t('cardsMember'), dataIndex: 'memberId', render: (v: string | null) => v ?? '-' },
    { title: t('giftFace'), dataIndex: 'faceFen', render: yuan },
    { title: t('giftBalance'), dataIndex: 'balanceFen', render: yuan },
    {
      title: t('cardsStatus'),
      dataIndex: 'status',
      render: (s: string) => <StatusTag prefix="giftCardStatus" status={s} />,
    },
    { title: t('giftExpireTime'), dataIndex: 'expireTime', render: (v: string | null) => v ?? '-' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, card) => (
        <Space size={0}>
          <Button type="link" onClick={() => props.onLedger(card)}>
            {t('giftEntries')}
          </Button>
          {canRefund && card.status === 'active' && (
            <Button type="link" onClick={() => setRefunding(card)}>
              {t('giftRefund')}
            </Button>
          )}
        </Space>
      ),
    },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('giftCardSearch')}
          aria-label={t('giftCardSearch')}
          onSearch={(v) => list.refilter(setCardNo)(v.trim() || undefined)}
          style={{ width: 220 }}
        />
        <Select<GiftCardStatus>
          allowClear
          placeholder={t('cardsStatus')}
          aria-label={t('cardsStatus')}
          style={{ width: 140 }}
          value={status}
          onChange={list.refilter(setStatus)}
          options={GIFT_CARD_STATUSES.map((s) => ({ value: s, label: t(`giftCardStatus_${s}`) }))}
        />
      </Space>
      <PagedTable list={list} columns={columns} />
      <RefundDialog
        card={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => {
          void list.reload()
          props.onChanged()
        }}
      />
    </>
  )
}
