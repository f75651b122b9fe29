import { useState } from 'react'
import { Button, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { RECEIPT_STATUS_NAMES, WMS_CODES, wmsEndpoints, type WmsReceipt } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton } from '@store/ui'
import { placeColumns } from '../../components/columns'
import { DocumentTable } from '../../components/document-table'
import { usePlaces } from '../../components/places'
import { ReceiptDialog } from './receipt-dialog'

type Line = WmsReceipt['lines'][number]

/** Inbound receipts: record one with its lines, then put it away (its lines become stock). */
export default function InboundPage() {
  const { t } = useTranslation()
  const api = useApi()
  const places = usePlaces()
  const canAdd = useButton(WMS_CODES.receiptEdit)
  const canConfirm = useButton(WMS_CODES.receiptConfirm)
  const [warehouseId, setWarehouseId] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [version, setVersion] = useState(0)
  const lineColumns: TableColumnsType<Line> = [
    ...placeColumns<Line>(t),
    { title: t('qty'), dataIndex: 'qty', align: 'right' },
  ]
  return (
    <>
      <DocumentTable<WmsReceipt['status'], Line, WmsReceipt>
        title={t('receipts')}
        load={(query) => call(api, wmsEndpoints.receiptPage, { query })}
        statusNames={RECEIPT_STATUS_NAMES}
        statusColours={{ draft: 'processing', confirmed: 'success' }}
        lineColumns={lineColumns}
        warehouses={places.warehouses}
        warehouseId={warehouseId}
        onWarehouse={setWarehouseId}
        version={version}
        extra={
          canAdd && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('newReceipt')}
            </Button>
          )
        }
        actions={(r, reload) =>
          canConfirm &&
          r.status === 'draft' && (
            <ConfirmButton
              label={t('putAway')}
              question={t('putAwayConfirm', { code: r.code })}
              success={t('putAwayDone')}
              run={() => call(api, wmsEndpoints.receiptConfirm, { body: { id: r.id } })}
              done={reload}
            />
          )
        }
      />
      <ReceiptDialog
        open={creating}
        places={places}
        onClose={() => setCreating(false)}
        onDone={() => setVersion((v) => v + 1)}
      />
    </>
  )
}
