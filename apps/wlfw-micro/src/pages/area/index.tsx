import { useState } from 'react'
import { Col, Empty, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { wlfwAreaResource, wlfwServiceLevelResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useWlfwChoices } from '../../components/choices'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'

const money = { baseFee: yuan, perKgFee: yuan, freeThreshold: yuan, surcharge: yuan }

/** Delivery areas with their fee rule and serving shops; the service levels of the area chosen beside. */
export default function AreaPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { shops } = useWlfwChoices()
  const [area, setArea] = useState<string>()
  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <CrudTable
          resource={wlfwAreaResource}
          api={api}
          locale={locale}
          headerTitle={t('areas')}
          choices={{ shopIds: shops }}
          render={money}
          onRowClick={(a) => setArea(a.id)}
          activeRowId={area}
        />
      </Col>
      <Col xs={24} xl={10}>
        {area ? (
          <CrudTable
            resource={wlfwServiceLevelResource}
            api={api}
            locale={locale}
            headerTitle={t('serviceLevels')}
            filter={{ areaId: area }}
            values={{ areaId: area }}
            render={money}
          />
        ) : (
          <Empty description={t('chooseArea')} />
        )}
      </Col>
    </Row>
  )
}
