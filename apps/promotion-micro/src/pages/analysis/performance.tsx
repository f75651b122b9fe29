import { Alert, Card, Col, Row, Spin, Statistic, Table, Typography, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { analysisEndpoints, type ActivityPerformance, type ShopPerformance } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { BarChart, LineChart, choiceName, useLoaded, useShopChoices } from '@store/ui'
import { yuan } from '../../components/activity-labels'

/** An uplift in ‰ as a signed percentage, or a dash when nothing was sold before. */
export const upliftText = (permille: number | null) =>
  permille === null ? '—' : `${permille > 0 ? '+' : ''}${(permille / 10).toFixed(1)}%`

/** One activity's sales uplift per shop and its budget burn by day, with their charts. */
export default function Performance({ activityId }: { activityId: string }) {
  const { t } = useTranslation()
  const api = useApi()
  const shops = useShopChoices(api)
  const { data, error } = useLoaded(
    () => call(api, analysisEndpoints.performance, { query: { activityId } }),
    [api, activityId],
  )
  if (error) return <Alert type="error" showIcon message={error} />
  if (!data) return <Spin />
  const shopName = (id: string | null) => (id === null ? '—' : choiceName(shops, id))
  const columns: TableColumnsType<ShopPerformance> = [
    { title: t('analysis_shop'), dataIndex: 'shopId', render: shopName },
    { title: t('analysis_sales'), dataIndex: 'salesFen', render: yuan },
    { title: t('analysis_before'), dataIndex: 'beforeSalesFen', render: yuan },
    { title: t('analysis_uplift'), dataIndex: 'upliftFen', render: yuan },
    { title: t('analysis_uplift_rate'), dataIndex: 'upliftPermille', render: upliftText },
    { title: t('analysis_spent'), dataIndex: 'spentFen', render: yuan },
  ]
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('analysis_periods', { from: data.from, to: data.to, beforeFrom: data.beforeFrom })}
      </Typography.Paragraph>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Statistic title={t('analysis_sales')} value={yuan(data.salesFen)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('analysis_before')} value={yuan(data.beforeSalesFen)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('analysis_uplift_rate')} value={upliftText(data.upliftPermille)} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('analysis_spent_of_budget')}
            value={`${yuan(data.spentFen)} / ${data.budgetFen === null ? t('analysis_no_budget') : yuan(data.budgetFen)}`}
          />
        </Col>
      </Row>
      <BurnCard data={data} />
      <Card size="small" title={t('analysis_sales_chart')} style={{ marginBottom: 16 }}>
        <BarChart
          title={t('analysis_sales_chart')}
          bars={data.shops.flatMap((s) => [
            {
              key: `${s.shopId}-b`,
              label: `${shopName(s.shopId)} · ${t('analysis_before')}`,
              value: s.beforeSalesFen,
              text: yuan(s.beforeSalesFen),
            },
            {
              key: `${s.shopId}-d`,
              label: `${shopName(s.shopId)} · ${t('analysis_sales')}`,
              value: s.salesFen,
              text: yuan(s.salesFen),
            },
          ])}
        />
      </Card>
      <Table<ShopPerformance>
        rowKey={(r) => r.shopId ?? ''}
        columns={columns}
        dataSource={data.shops}
        locale={{ emptyText: t('analysis_no_sales') }}
        pagination={false}
      />
    </>
  )
}

/** The budget taken day by day, cumulative, against the budget. */
function BurnCard({ data }: { data: ActivityPerformance }) {
  const { t } = useTranslation()
  return (
    <Card size="small" title={t('analysis_burn_chart')} style={{ marginBottom: 16 }}>
      {data.burn.length ? (
        <LineChart
          title={t('analysis_burn_chart')}
          points={data.burn.map((d) => ({ label: d.day, value: d.cumulativeFen }))}
          ceiling={data.budgetFen}
          text={yuan}
        />
      ) : (
        <Typography.Text type="secondary">{t('analysis_none')}</Typography.Text>
      )}
    </Card>
  )
}
