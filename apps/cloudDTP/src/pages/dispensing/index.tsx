import { useState } from 'react'
import { Alert, Button, Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { DTP_CODES, dtpEndpoints, type Prescription } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { RxTable } from '../../components/rx-table'
import { DispenseDialog } from './dispense-dialog'

/** Approved prescriptions waiting to be dispensed; each is dispensed with two signatures. */
export default function DispensingPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canSign = useButton(DTP_CODES.dispense)
  const { current, size, pagination } = usePaging((total) => t('total', { total }))
  const [chosen, setChosen] = useState<Prescription | null>(null)
  const { data, error, reload } = useLoaded(
    () => call(api, dtpEndpoints.rxPage, { query: { current, size, status: 'approved' } }),
    [api, current, size],
  )
  return (
    <Card title={t('dispensing')} extra={<Button onClick={() => void reload()}>{t('refresh')}</Button>}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <RxTable
        records={data?.records ?? []}
        loading={!data && !error}
        pagination={pagination(data?.total ?? 0)}
        empty={t('dispenseNone')}
        action={(rx) =>
          canSign && (
            <Button type="link" onClick={() => setChosen(rx)}>
              {t('dispense')}
            </Button>
          )
        }
      />
      <DispenseDialog rx={chosen} onClose={() => setChosen(null)} onDone={() => void reload()} />
    </Card>
  )
}
