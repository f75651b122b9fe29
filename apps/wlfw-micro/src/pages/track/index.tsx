import { useState } from 'react'
import { Card, Descriptions, Empty, Input, Tag, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHIPMENT_STATUS_NAMES, WLFW_FIELD_LABELS, wlfwEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui'
import { useLocale } from '../../components/locale'

/** A waybill's tracking: looked up by its number, read from TMS by the server, shown as a timeline. */
export default function TrackPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [waybillNo, setWaybillNo] = useState('')
  const { data, error } = useLoaded(
    async () => (waybillNo ? call(api, wlfwEndpoints.track, { query: { waybillNo } }) : undefined),
    [api, waybillNo],
  )
  return (
    <Card title={t('tracking')}>
      <Input.Search
        style={{ maxWidth: 420 }}
        placeholder={WLFW_FIELD_LABELS.waybillNo![locale]}
        enterButton={t('track')}
        maxLength={64}
        onSearch={(v) => setWaybillNo(v.trim())}
      />
      <div style={{ marginTop: 16 }}>
        {!waybillNo && <Empty description={t('trackHint')} />}
        {waybillNo && !data && <LoadState error={error} />}
        {data && (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={WLFW_FIELD_LABELS.waybillNo![locale]}>
                {data.waybillNo}
              </Descriptions.Item>
              <Descriptions.Item label={t('status')}>
                <Tag color={data.status === 'exception' ? 'error' : 'processing'}>
                  {SHIPMENT_STATUS_NAMES[data.status][locale]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('shipmentCode')}>{data.shipmentCode}</Descriptions.Item>
              <Descriptions.Item label={t('carrier')}>{data.carrierName}</Descriptions.Item>
              <Descriptions.Item label={t('receiver')}>{data.receiverName}</Descriptions.Item>
              <Descriptions.Item label={t('signedBy')}>{data.signedBy ?? ''}</Descriptions.Item>
            </Descriptions>
            {data.events.length ? (
              <Timeline
                style={{ marginTop: 24 }}
                items={data.events.map((e) => ({
                  color: e.status === 'exception' ? 'red' : 'blue',
                  children: [
                    SHIPMENT_STATUS_NAMES[e.status][locale],
                    e.location,
                    e.note,
                    new Date(e.occurredAt).toLocaleString(),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
            ) : (
              <Empty description={t('noEvents')} />
            )}
          </>
        )}
      </div>
    </Card>
  )
}
