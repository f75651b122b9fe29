import { useState } from 'react'
import { Col, Empty, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { tmsCarrierResource, tmsServiceResource, tmsTariffResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useLocale } from '../../components/locale'

/** Carriers, the services of the one chosen, the tariffs of the service chosen: each with its own buttons. */
export default function CarrierPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [carrier, setCarrier] = useState<string>()
  const [service, setService] = useState<string>()
  return (
    <Row gutter={16}>
      <Col xs={24} xl={8}>
        <CrudTable
          resource={tmsCarrierResource}
          api={api}
          locale={locale}
          headerTitle={t('carriers')}
          onRowClick={(c) => {
            setCarrier(c.id)
            setService(undefined)
          }}
          activeRowId={carrier}
        />
      </Col>
      <Col xs={24} xl={7}>
        {carrier ? (
          <CrudTable
            resource={tmsServiceResource}
            api={api}
            locale={locale}
            headerTitle={t('services')}
            filter={{ carrierId: carrier }}
            values={{ carrierId: carrier }}
            onRowClick={(s) => setService(s.id)}
            activeRowId={service}
          />
        ) : (
          <Empty description={t('chooseCarrier')} />
        )}
      </Col>
      <Col xs={24} xl={9}>
        {service ? (
          <CrudTable
            resource={tmsTariffResource}
            api={api}
            locale={locale}
            headerTitle={t('tariffs')}
            filter={{ serviceId: service }}
            values={{ serviceId: service }}
          />
        ) : (
          <Empty description={t('chooseService')} />
        )}
      </Col>
    </Row>
  )
}
