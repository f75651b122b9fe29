import { useState } from 'react'
import { Col, Empty, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { wmsBinResource, wmsWarehouseResource, wmsZoneResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, useShopChoices } from '@store/ui'
import { useLocale } from '../../components/locale'

/** Warehouses, the zones of the one chosen, the bins of the zone chosen: each kept with its own buttons. */
export default function WarehousePage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [warehouse, setWarehouse] = useState<string>()
  const [zone, setZone] = useState<string>()
  const shops = useShopChoices(api)
  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <CrudTable
          resource={wmsWarehouseResource}
          api={api}
          locale={locale}
          headerTitle={t('warehouses')}
          choices={shops ? { shopId: shops } : {}}
          onRowClick={(w) => {
            setWarehouse(w.id)
            setZone(undefined)
          }}
          activeRowId={warehouse}
        />
      </Col>
      <Col xs={24} xl={7}>
        {warehouse ? (
          <CrudTable
            resource={wmsZoneResource}
            api={api}
            locale={locale}
            headerTitle={t('zones')}
            filter={{ warehouseId: warehouse }}
            values={{ warehouseId: warehouse }}
            onRowClick={(z) => setZone(z.id)}
            activeRowId={zone}
          />
        ) : (
          <Empty description={t('chooseWarehouse')} />
        )}
      </Col>
      <Col xs={24} xl={7}>
        {zone ? (
          <CrudTable
            resource={wmsBinResource}
            api={api}
            locale={locale}
            headerTitle={t('bins')}
            filter={{ zoneId: zone }}
            values={{ zoneId: zone }}
          />
        ) : (
          <Empty description={t('chooseZone')} />
        )}
      </Col>
    </Row>
  )
}
