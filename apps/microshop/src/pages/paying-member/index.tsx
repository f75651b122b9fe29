import { useState } from 'react'
import { Button, Card, Space, Table, Tabs, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CARDS_CODES as C, payingMemberEndpoints as ep, type MemberPlan } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton, useLoaded } from '@store/ui'
import { yuan } from '../../components/money'
import { PagedTable, usePagedList } from '../cards-shared/paged-table'
import { StatRow } from '../cards-shared/stat-row'
import { StatusTag } from '../cards-shared/status-tag'
import { PlanDialog } from './plan-dialog'
import { PurchaseList } from './purchase-list'

/**
 * Paying membership (`/microshop/payingMember`): plans (create, edit, schedule, stop), the purchases and
 * renewals, members active and in grace, and revenue by plan.
 */
export default function PayingMemberPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canEdit = useButton(C.payingMemberEdit)
  const canStop = useButton(C.payingMemberStop)
  const [dialog, setDialog] = useState<MemberPlan | 'new' | null>(null)
  const [version, setVersion] = useState(0)
  const stats = useLoaded(() => call(api, ep.stats, {}), [api])
  const plans = usePagedList((paging) => call(api, ep.planPage, { query: paging }), [api])
  const reload = () => {
    void plans.reload()
    void stats.reload()
    setVersion((v) => v + 1)
  }
  const columns: TableColumnsType<MemberPlan> = [
    { title: t('cardsName'), dataIndex: 'name' },
    { title: t('memberPeriod'), dataIndex: 'period', render: (p: string) => t(`memberPeriod_${p}`) },
    { title: t('memberPrice'), dataIndex: 'priceFen', render: yuan },
    {
      title: t('memberBenefits'),
      key: 'benefits',
      render: (_, p) =>
        `${t('memberBenefitsText', { percent: p.discountPercent, coupons: p.monthlyCoupons })}${
          p.freeShipping ? ` · ${t('memberFreeShipping')}` : ''
        }`,
    },
    { title: t('memberGraceDays'), dataIndex: 'graceDays' },
    { title: t('memberPurchaseCount'), dataIndex: 'purchases' },
    { title: t('cardsSchedule'), key: 'schedule', render: (_, p) => `${p.startTime} ~ ${p.endTime}` },
    {
      title: t('cardsStatus'),
      dataIndex: 'status',
      render: (s: string) => <StatusTag prefix="cardsStatus" status={s} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, p) =>
        p.status === 'active' && (
          <Space size={0}>
            {canEdit && (
              <Button type="link" onClick={() => setDialog(p)}>
                {t('cardsEdit')}
              </Button>
            )}
            {canStop && (
              <ConfirmButton
                danger
                label={t('cardsStop')}
                question={t('memberConfirmStop', { name: p.name })}
                success={t('cardsDone')}
                run={() => call(api, ep.planStop, { query: { id: p.id } })}
                done={reload}
              />
            )}
          </Space>
        ),
    },
  ]
  const s = stats.data
  return (
    <Card title={t('memberTitle')}>
      <StatRow
        items={[
          { title: t('memberActive'), value: s?.active },
          { title: t('memberGrace'), value: s?.grace },
          { title: t('memberRevenue'), value: s && yuan(s.revenueFen) },
        ]}
      />
      <Tabs
        tabBarExtraContent={
          canEdit && (
            <Button type="primary" onClick={() => setDialog('new')}>
              {t('memberNewPlan')}
            </Button>
          )
        }
        items={[
          { key: 'plans', label: t('memberPlans'), children: <PagedTable list={plans} columns={columns} /> },
          { key: 'purchases', label: t('memberPurchases'), children: <PurchaseList version={version} /> },
          {
            key: 'revenue',
            label: t('memberRevenueByPlan'),
            children: (
              <Table
                rowKey="planId"
                size="middle"
                loading={!s}
                pagination={false}
                dataSource={s?.byPlan ?? []}
                columns={[
                  { title: t('memberPlan'), dataIndex: 'planName' },
                  { title: t('memberPurchaseCount'), dataIndex: 'purchases' },
                  { title: t('memberRevenue'), dataIndex: 'revenueFen', render: yuan },
                ]}
              />
            ),
          },
        ]}
      />
      <PlanDialog plan={dialog} onClose={() => setDialog(null)} onDone={reload} />
    </Card>
  )
}
