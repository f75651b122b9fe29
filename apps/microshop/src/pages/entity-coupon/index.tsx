import { useState } from 'react'
import { Button, Card, Space, Tabs, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CARDS_CODES as C, entityCouponEndpoints as ep, type CouponBatch } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton, useLoaded } from '@store/ui'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'
import { StatRow } from '../cards-shared/stat-row'
import { StatusTag } from '../cards-shared/status-tag'
import { BatchDialog } from './batch-dialog'
import { CodeList } from './code-list'

/**
 * Entity coupons (`/microshop/entityCoupon`): printed code batches (create, edit, schedule, void), their
 * codes searched by code and status, and the redemption statistics.
 */
export default function EntityCouponPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canEdit = useButton(C.entityCouponEdit)
  const canVoid = useButton(C.entityCouponVoid)
  const [tab, setTab] = useState('batches')
  const [dialog, setDialog] = useState<CouponBatch | 'new' | null>(null)
  const [codesOf, setCodesOf] = useState<CouponBatch | null>(null)
  const stats = useLoaded(() => call(api, ep.stats, {}), [api])
  const batches = usePagedList((paging) => call(api, ep.batchPage, { query: paging }), [api])
  const reload = () => {
    void batches.reload()
    void stats.reload()
  }
  const columns: TableColumnsType<CouponBatch> = [
    { title: t('cardsName'), dataIndex: 'name' },
    { title: t('couponKind'), dataIndex: 'kind', render: (k: string) => t(`couponKind_${k}`) },
    {
      title: t('couponValue'),
      key: 'value',
      render: (_, b) =>
        b.kind === 'amount' ? yuan(b.faceFen) : t('couponPercentOff', { percent: b.discountPercent }),
    },
    { title: t('couponCount'), dataIndex: 'count' },
    { title: t('couponRedeemed'), dataIndex: 'redeemed' },
    { title: t('cardsSchedule'), key: 'schedule', render: (_, b) => `${b.startTime} ~ ${b.endTime}` },
    {
      title: t('cardsStatus'),
      dataIndex: 'status',
      render: (s: string) => <StatusTag prefix="cardsStatus" status={s} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, b) => (
        <Space size={0}>
          <Button
            type="link"
            onClick={() => {
              setCodesOf(b)
              setTab('codes')
            }}
          >
            {t('couponViewCodes')}
          </Button>
          {canEdit && b.status === 'active' && (
            <Button type="link" onClick={() => setDialog(b)}>
              {t('cardsEdit')}
            </Button>
          )}
          {canVoid && b.status === 'active' && (
            <ConfirmButton
              danger
              label={t('cardsVoid')}
              question={t('couponConfirmVoid', { name: b.name })}
              success={t('cardsDone')}
              run={() => call(api, ep.batchVoid, { query: { id: b.id } })}
              done={reload}
            />
          )}
        </Space>
      ),
    },
  ]
  const s = stats.data
  return (
    <Card title={t('couponTitle')}>
      <StatRow
        items={[
          { title: t('couponBatchCount'), value: s?.batches },
          { title: t('couponIssued'), value: s?.issued },
          { title: t('couponRedeemed'), value: s?.redeemed },
          { title: t('couponRate'), value: s?.rate, suffix: '%' },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        tabBarExtraContent={
          canEdit && (
            <Button type="primary" onClick={() => setDialog('new')}>
              {t('couponNewBatch')}
            </Button>
          )
        }
        items={[
          {
            key: 'batches',
            label: t('couponBatches'),
            children: <PagedTable list={batches} columns={columns} />,
          },
          {
            key: 'codes',
            label: t('couponCodes'),
            children: <CodeList batch={codesOf} onClearBatch={() => setCodesOf(null)} />,
          },
        ]}
      />
      <BatchDialog batch={dialog} onClose={() => setDialog(null)} onDone={reload} />
    </Card>
  )
}
