import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SHIPMENT_STATUS_NAMES,
  SHIPMENT_STATUSES,
  TMS_CODES,
  tmsEndpoints,
  type ShipmentStatus,
  type TmsShipment,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton, useLoaded, usePaging } from '@store/ui'
import { useLocale } from '../../components/locale'
import { useCatalogueChoices } from '../../components/service-choices'
import { StatusTag, yuan } from '../../components/status-tag'
import { CreateDialog } from './create-dialog'
import { DeliverDialog } from './deliver-dialog'
import { ShipmentDrawer } from './shipment-drawer'
import { TrackButton } from './track-button'

const TRACKABLE: ShipmentStatus[] = ['waybill_issued', 'picked_up', 'in_transit', 'exception']

/** Shipments: searched and filtered, paged; created, given a waybill, tracked, delivered or cancelled. */
export default function WaybillPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { carriers } = useCatalogueChoices()
  const canAdd = useButton(TMS_CODES.shipmentAdd)
  const canEdit = useButton(TMS_CODES.shipmentEdit)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<ShipmentStatus>()
  const [carrierId, setCarrierId] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [delivering, setDelivering] = useState<TmsShipment>()
  const [opened, setOpened] = useState<string>()
  const [version, setVersion] = useState(0)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const { data, error } = useLoaded(
    () =>
      call(api, tmsEndpoints.shipmentPage, {
        query: {
          current,
          size,
          ...(keyword ? { keyword } : {}),
          ...(status ? { status } : {}),
          ...(carrierId ? { carrierId } : {}),
        },
      }),
    [api, current, size, keyword, status, carrierId, version],
  )
  const reload = () => setVersion((v) => v + 1)
  const step = (s: TmsShipment, action: 'issueWaybill' | 'cancelShipment') => (
    <ConfirmButton
      key={action}
      label={t(action)}
      danger={action === 'cancelShipment'}
      question={t(action === 'issueWaybill' ? 'issueConfirm' : 'cancelConfirm', { code: s.code })}
      success={t(action === 'issueWaybill' ? 'issued' : 'cancelled')}
      run={() =>
        call(api, action === 'issueWaybill' ? tmsEndpoints.issueWaybill : tmsEndpoints.cancel, {
          body: { id: s.id },
        })
      }
      done={reload}
    />
  )
  const columns: TableColumnsType<TmsShipment> = [
    { title: t('code'), dataIndex: 'code' },
    { title: t('waybillNo'), dataIndex: 'waybillNo' },
    { title: t('sourceRef'), dataIndex: 'sourceRef' },
    { title: t('receiver'), key: 'receiver', render: (_, s) => `${s.receiver.name} (${s.region})` },
    { title: t('service'), key: 'service', render: (_, s) => `${s.carrierName} ${s.serviceName}` },
    { title: t('weight'), dataIndex: 'weight', align: 'right' },
    { title: t('freight'), dataIndex: 'freight', align: 'right', render: yuan },
    { title: t('status'), dataIndex: 'status', render: (v: ShipmentStatus) => <StatusTag status={v} /> },
    { title: t('createTime'), dataIndex: 'createTime', render: (v: string) => new Date(v).toLocaleString() },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, s) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setOpened(s.id)}>
            {t('detail')}
          </Button>
          {canEdit && [
            s.status === 'created' && step(s, 'issueWaybill'),
            TRACKABLE.includes(s.status) && <TrackButton key="track" id={s.id} done={reload} />,
            s.status === 'out_for_delivery' && (
              <Button key="deliver" type="link" onClick={() => setDelivering(s)}>
                {t('deliver')}
              </Button>
            ),
            (s.status === 'created' || s.status === 'waybill_issued') && step(s, 'cancelShipment'),
          ]}
        </Space>
      ),
    },
  ]
  return (
    <Card
      title={t('shipments')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('keyword')}
            placeholder={t('keyword')}
            style={{ width: 280 }}
            onSearch={(v) => {
              restart()
              setKeyword(v.trim())
            }}
          />
          <Select<ShipmentStatus>
            allowClear
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            style={{ minWidth: 140 }}
            options={SHIPMENT_STATUSES.map((s) => ({ value: s, label: SHIPMENT_STATUS_NAMES[s][locale] }))}
            value={status}
            onChange={(v) => {
              restart()
              setStatus(v)
            }}
          />
          <Select<string>
            allowClear
            aria-label={t('carrier')}
            placeholder={t('allCarriers')}
            style={{ minWidth: 140 }}
            options={carriers}
            value={carrierId}
            onChange={(v) => {
              restart()
              setCarrierId(v)
            }}
          />
          <Button onClick={reload}>{t('refresh')}</Button>
          {canAdd && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('newShipment')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<TmsShipment>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noShipments')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
      />
      <CreateDialog open={creating} onClose={() => setCreating(false)} onDone={reload} />
      <DeliverDialog shipment={delivering} onClose={() => setDelivering(undefined)} onDone={reload} />
      <ShipmentDrawer id={opened} version={version} onClose={() => setOpened(undefined)} />
    </Card>
  )
}
