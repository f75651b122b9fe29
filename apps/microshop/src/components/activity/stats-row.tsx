import { Card, Col, Row, Statistic } from 'antd'
import { useTranslation } from 'react-i18next'
import { shopActivityEndpoints, type ActivityKind } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { yuan } from '../money'

/** The tool's statistics card row (of one activity, or all), reloaded when `version` changes. */
export function StatsRow(props: { kind: ActivityKind; activityId?: string; version: number }) {
  const { t } = useTranslation()
  const api = useApi()
  const { data } = useLoaded(
    () =>
      call(api, shopActivityEndpoints(props.kind).stats, {
        query: props.activityId ? { activityId: props.activityId } : {},
      }),
    [api, props.kind, props.activityId, props.version],
  )
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {(data ?? []).map((f) => (
        <Col key={f.key} flex="1">
          <Card size="small">
            <Statistic
              title={t(`actFig_${f.key}`)}
              value={f.unit === 'fen' ? yuan(f.value) : f.value}
              loading={!data}
            />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
