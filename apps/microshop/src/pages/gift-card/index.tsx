import { useState } from 'react'
import { Button, Card, Space, Tabs, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SHOP_CARDS_CODES as C,
  giftCardEndpoints as ep,
  type GiftCard,
  type GiftCardType,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton, useLoaded } from '@store/ui'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'
import { StatRow } from '../cards-shared/stat-row'
import { StatusTag } from '../cards-shared/status-tag'
import { CardList } from './card-list'
import { EntryList } from './entry-list'
import { SellDialog } from './sell-dialog'
import { TypeDialog } from './type-dialog'

/**
 * Gift cards (`/microshop/giftCard`): card types (create, edit, schedule, stop, sell), the cards sold with
 * their balances and refunds, the balance ledger, and the statistics.
 */
export default function GiftCardPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canEdit = useButton(C.giftCardEdit)
  const canStop = useButton(C.giftCardStop)
  const [tab, setTab] = useState('types')
  const [dialog, setDialog] = useState<GiftCardType | 'new' | null>(null)
  const [selling, setSelling] = useState<GiftCardType | null>(null)
  const [ledgerOf, setLedgerOf] = useState<GiftCard | null>(null)
  const [version, setVersion] = useState(0)
  const stats = useLoaded(() => call(api, ep.stats, {}), [api])
  const types = usePagedList((paging) => call(api, ep.typePage, { query: paging }), [api])
  const reload = () => {
    void types.reload()
    void stats.reload()
    setVersion((v) => v + 1)
  }
  const columns: TableColumnsType<GiftCardType> = [
    { title: t('cardsName'), dataIndex: 'name' },
    { title: t('giftFace'), dataIndex: 'faceFen', render: yuan },
    { title: t('giftValidDays'), dataIndex: 'validDays' },
    { title: t('giftSold'), dataIndex: 'sold' },
    { title: t('cardsSchedule'), key: 'schedule', render: (_, x) => `${x.startTime} ~ ${x.endTime}` },
    {
      title: t('cardsStatus'),
      dataIndex: 'status',
      render: (s: string) => <StatusTag prefix="cardsStatus" status={s} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, x) =>
        x.status === 'active' && (
          <Space size={0}>
            {canEdit && (
              <Button type="link" onClick={() => setSelling(x)}>
                {t('giftSell')}
              </Button>
            )}
            {canEdit && (
              <Button type="link" onClick={() => setDialog(x)}>
                {t('cardsEdit')}
              </Button>
            )}
            {canStop && (
              <ConfirmButton
                danger
                label={t('cardsStop')}
                question={t('giftConfirmStop', { name: x.name })}
                success={t('cardsDone')}
                run={() => call(api, ep.typeStop, { query: { id: x.id } })}
                done={reload}
              />
            )}
          </Space>
        ),
    },
  ]
  const s = stats.data
  return (
    <Card title={t('giftTitle')}>
      <StatRow
        items={[
          { title: t('giftSold'), value: s?.sold },
          { title: t('giftActive'), value: s?.active },
          { title: t('giftLoaded'), value: s && yuan(s.loadedFen) },
          { title: t('giftPaid'), value: s && yuan(s.paidFen) },
          { title: t('giftBalanceHeld'), value: s && yuan(s.balanceFen) },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        tabBarExtraContent={
          canEdit && (
            <Button type="primary" onClick={() => setDialog('new')}>
              {t('giftNewType')}
            </Button>
          )
        }
        items={[
          { key: 'types', label: t('giftTypes'), children: <PagedTable list={types} columns={columns} /> },
          {
            key: 'cards',
            label: t('giftCards'),
            children: (
              <CardList
                version={version}
                onChanged={() => void stats.reload()}
                onLedger={(card) => {
                  setLedgerOf(card)
                  setTab('entries')
                }}
              />
            ),
          },
          {
            key: 'entries',
            label: t('giftEntries'),
            children: <EntryList card={ledgerOf} onClearCard={() => setLedgerOf(null)} />,
          },
        ]}
      />
      <TypeDialog type={dialog} onClose={() => setDialog(null)} onDone={reload} />
      <SellDialog type={selling} onClose={() => setSelling(null)} onDone={reload} />
    </Card>
  )
}
