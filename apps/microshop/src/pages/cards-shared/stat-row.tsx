import { Card, Col, Row, Statistic } from 'antd'

/** The statistics card row above a tool's lists: one card per figure, loading until it is known. */
export function StatRow(props: { items: { title: string; value?: number | string; suffix?: string }[] }) {
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {props.items.map((item) => (
        <Col key={item.title} flex={1}>
          <Card size="small">
            <Statistic
              title={item.title}
              value={item.value ?? '-'}
              suffix={item.suffix}
              loading={item.value === undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
