import { useState } from 'react'
import { Col, Empty, Row, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { SRM_CODES, srmQualificationResource, srmSupplierResource } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable, formatDate } from '@store/ui'
import { useLocale } from '../../components/locale'
import { StatementCard } from './statement-card'

interface Qualification {
  id: string
  validFrom: string
  validTo: string
}

/** A qualification's last valid day, flagged when it is past or the qualification not valid yet. */
function ValidTo({ q, today }: { q: Qualification; today: string }) {
  const { t } = useTranslation()
  return (
    <Space size={4}>
      {q.validTo}
      {q.validTo < today && <Tag color="error">{t('expired')}</Tag>}
      {q.validFrom > today && <Tag color="warning">{t('notYetValid')}</Tag>}
    </Space>
  )
}

/**
 * Suppliers, and of the one chosen its qualifications (GSP certificate, licences; expired ones flagged)
 * and, for those who may see it, its reconciliation statement.
 */
export default function SupplierPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [supplier, setSupplier] = useState<string>()
  const canMatch = useButton(SRM_CODES.matchView)
  const today = formatDate(new Date())
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <CrudTable
          resource={srmSupplierResource}
          api={api}
          locale={locale}
          headerTitle={t('suppliers')}
          onRowClick={(s) => setSupplier(s.id)}
          activeRowId={supplier}
        />
      </Col>
      <Col xs={24} xl={12}>
        {supplier ? (
          <>
            <CrudTable
              resource={srmQualificationResource}
              api={api}
              locale={locale}
              headerTitle={t('qualifications')}
              filter={{ supplierId: supplier }}
              values={{ supplierId: supplier }}
              render={{ validTo: (_, q) => <ValidTo q={q as unknown as Qualification} today={today} /> }}
            />
            {canMatch && <StatementCard supplierId={supplier} />}
          </>
        ) : (
          <Empty description={t('chooseSupplier')} />
        )}
      </Col>
    </Row>
  )
}
