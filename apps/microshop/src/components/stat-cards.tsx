import { Card, Col, Row, Statistic } from 'antd'
import { useTranslation } from 'react-i18next'

/** A row of figure cards: each a message key and its value (shown loading while `loading`). */
export function StatCards({
  cards,
  loading,
}: {
  cards: readonly (readonly [string, string | number | undefined])[]
  loading: boolean
}) {
  const { t } = useTranslation()
  const span = Math.floor(24 / cards.length)
  return (
    <Row gutter={16}>
      {cards.map(([label, value]) => (
        <Col span={span} key={label}>
          <Card size="small">
            <Statistic title={t(label)} value={value ?? 0} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
