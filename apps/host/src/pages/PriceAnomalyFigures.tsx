import { useEffect, useState } from 'react'
import { Button, Card, Col, Row, Space, Statistic, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { hasButton, type BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import {
  ANOMALY_KIND_LABELS,
  PRICE_CODES,
  priceEndpoints,
  type AnomalyCounts,
  type Locale,
} from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { navigateTo } from '../router/navigation'

/** the price centre's anomalies screen (spec §2) */
export const ANOMALIES_PATH = '/priceCenter/priceInquiry/Priceanomalies'

const selectMayView = (s: BridgeState) => hasButton(s, PRICE_CODES.anomalyView)

/**
 * The home page's price-anomaly figures (issue 28): how many anomalies are open and acknowledged, and
 * the unresolved ones by kind; only for holders of the anomalies' view permission.
 */
export function PriceAnomalyFigures() {
  const { t, i18n } = useTranslation()
  const mayView = useBridgeState(selectMayView)
  const [counts, setCounts] = useState<AnomalyCounts | null>(null)

  useEffect(() => {
    if (!mayView) return
    call(hostApi, priceEndpoints.anomalyCounts).then(setCounts, () => setCounts(null))
  }, [mayView])

  if (!mayView) return null
  const locale = i18n.language as Locale
  return (
    <Card
      title={t('welcome.priceAnomalies')}
      loading={!counts}
      extra={
        <Button type="link" onClick={() => navigateTo(ANOMALIES_PATH)}>
          {t('welcome.view')}
        </Button>
      }
    >
      {counts && (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={t('welcome.anomaliesOpen')} value={counts.open} />
            </Col>
            <Col span={12}>
              <Statistic title={t('welcome.anomaliesAcknowledged')} value={counts.acknowledged} />
            </Col>
          </Row>
          <Space wrap className="sd-anomaly-kinds">
            {counts.kinds.map((k) => (
              <Tag key={k.kind}>
                {ANOMALY_KIND_LABELS[k.kind][locale] ?? ANOMALY_KIND_LABELS[k.kind].en} {k.count}
              </Tag>
            ))}
          </Space>
        </>
      )}
    </Card>
  )
}
