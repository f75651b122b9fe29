import { Alert, Card, Descriptions, Space, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TrialResult } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { describeReason } from '@store/promotion-engine'
import { labelsIn, yuan } from './activity-labels'

const selectLocale = (s: BridgeState) => s.locale
type Line = TrialResult['lines'][number]
type Applied = TrialResult['applied'][number]
type Rejected = TrialResult['rejected'][number]

/**
 * What the engine made of a cart: every line (price, discount, net), the totals, the activities applied
 * with what each gave, those rejected with the reason in the user's language, coupons and the suggestion.
 */
export default function TrialResultView({
  result,
  goodsName,
}: {
  result: TrialResult
  /** the name shown for a goods id (the cart knows it) */
  goodsName: (goodsId: string) => string
}) {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const labels = labelsIn(locale)
  const why = (reason: TrialResult['rejected'][number]['reason']) => describeReason(reason, locale)
  const { totals, coupons } = result
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {result.suggestion && <Alert type="info" showIcon message={why(result.suggestion)} />}
      <Table<Line>
        size="small"
        rowKey="lineId"
        pagination={false}
        dataSource={result.lines}
        columns={[
          { title: t('trial_goods'), key: 'goods', render: (_, l) => goodsName(l.goodsId) },
          { title: t('trial_quantity'), dataIndex: 'quantity' },
          { title: t('trial_price'), dataIndex: 'unitPriceFen', render: yuan },
          { title: t('trial_original'), dataIndex: 'originalFen', render: yuan },
          { title: t('trial_discount'), dataIndex: 'discountFen', render: yuan },
          { title: t('trial_payable'), dataIndex: 'payableFen', render: yuan },
        ]}
      />
      <Descriptions size="small" bordered column={4}>
        <Descriptions.Item label={t('trial_original')}>{yuan(totals.originalFen)}</Descriptions.Item>
        <Descriptions.Item label={t('trial_item_discount')}>{yuan(totals.itemDiscountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('trial_order_discount')}>
          {yuan(totals.orderDiscountFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('trial_coupon_discount')}>
          {yuan(totals.couponDiscountFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('trial_payable')}>
          <Typography.Text strong>{yuan(totals.payableFen)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('trial_points')}>{result.points.total}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('trial_applied')}>
        <Table<Applied>
          size="small"
          rowKey="activityId"
          pagination={false}
          dataSource={result.applied}
          locale={{ emptyText: t('trial_none') }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('promType'), dataIndex: 'promType', render: labels.promType },
            { title: t('form'), dataIndex: 'form', render: labels.form },
            { title: t('layer'), dataIndex: 'layer', render: (l: string) => t(`layer_${l}`) },
            { title: t('trial_amount'), dataIndex: 'amountFen', render: yuan },
          ]}
        />
      </Card>
      <Card size="small" title={t('trial_rejected')}>
        <Table<Rejected>
          size="small"
          rowKey="activityId"
          pagination={false}
          dataSource={result.rejected}
          locale={{ emptyText: t('trial_none') }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('trial_reason'), key: 'reason', render: (_, r) => why(r.reason) },
          ]}
        />
      </Card>
      <Card size="small" title={t('trial_coupons')}>
        <Space wrap>
          {coupons.applied.map((c) => (
            <Tag key={c.couponId} color="green">
              {c.name} −{yuan(c.amountFen)}
            </Tag>
          ))}
          {coupons.usable.map((c) => (
            <Tag key={c.couponId} color="blue">
              {t('trial_coupon_usable', { id: c.couponId, amount: yuan(c.amountFen) })}
            </Tag>
          ))}
          {coupons.unusable.map((c) => (
            <Tag key={c.couponId}>
              {c.couponId}: {why(c.reason)}
            </Tag>
          ))}
          {!coupons.applied.length && !coupons.usable.length && !coupons.unusable.length && t('trial_none')}
        </Space>
      </Card>
    </Space>
  )
}
