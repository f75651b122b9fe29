import { Descriptions, Drawer, Empty, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHIPMENT_STATUS_NAMES, tmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui'
import { useLocale } from '../../components/locale'
import { StatusTag, yuan } from '../../components/status-tag'

/** One shipment: its parties, parcels, waybill, freight and delivery, and its tracking timeline. */
export function ShipmentDrawer(props: { id: string | undefined; version: number; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { data, error } = useLoaded(
    async () => (props.id ? call(api, tmsEndpoints.shipmentDetail, { query: { id: props.id } }) : undefined),
    [api, props.id, props.version],
  )
  const party = (p: { name: string; phone: string; address: string }) => `${p.name} ${p.phone} ${p.address}`
  return (
    <Drawer open={Boolean(props.id)} width={560} title={data?.code ?? t('detail')} onClose={props.onClose}>
      {!data && <LoadState error={error} />}
      {data && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('status')}>
              <StatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('sourceRef')}>{data.sourceRef}</Descriptions.Item>
            <Descriptions.Item label={t('sender')}>{party(data.sender)}</Descriptions.Item>
            <Descriptions.Item label={t('receiver')}>{party(data.receiver)}</Descriptions.Item>
            <Descriptions.Item label={t('region')}>{data.region}</Descriptions.Item>
            <Descriptions.Item
              label={t('service')}
            >{`${data.carrierName} ${data.serviceName}`}</Descriptions.Item>
            <Descriptions.Item label={t('parcels')}>
              {data.parcels.map((p) => p.weight).join(' + ')} = {data.weight}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybillNo')}>{data.waybillNo}</Descriptions.Item>
            <Descriptions.Item label={t('freight')}>{yuan(data.freight)}</Descriptions.Item>
            {data.signedBy && (
              <Descriptions.Item label={t('signedBy')}>
                {`${data.signedBy} ${new Date(data.signedAt!).toLocaleString()} ${data.proofNote ?? ''}`}
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4 style={{ marginTop: 24 }}>{t('timeline')}</h4>
          {data.events.length ? (
            <Timeline
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
    </Drawer>
  )
}
