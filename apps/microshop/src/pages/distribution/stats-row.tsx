import { Card, Col, Row, Statistic } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DistributionStats } from '@store/contract'
import { yuan } from '../../components/money'

/** The distribution centre's figures as a row of cards. */
export function DistributionStatsRow({ stats }: { stats: DistributionStats | null }) {
  const { t } = useTranslation()
  const cards: [string, string | number | undefined][] = [
    ['dcStatApproved', stats?.approved],
    ['dcStatPending', stats?.pending],
    ['dcStatOrders', stats?.attributedOrders],
    ['dcFrozen', stats ? yuan(stats.frozenFen) : undefined],
    ['dcAvailable', stats ? yuan(stats.availableFen) : undefined],
    ['dcStatWithdrawn', stats ? yuan(stats.withdrawnFen) : undefined],
  ]
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map(([label, value]) => (
        <Col span={4} key={label}>
          <Card size="small">
            <Statistic title={t(label)} value={value ?? 0} loading={!stats} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
