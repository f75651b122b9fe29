import { useState } from 'react'
import { Button, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { PICK_STATUS_NAMES, WMS_CODES, wmsEndpoints, type WmsPick } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton } from '@store/ui'
import { placeColumns } from '../../components/columns'
import { DocumentTable } from '../../components/document-table'
import { usePlaces } from '../../components/places'
import { PickDialog } from './pick-dialog'

type Line = WmsPick['lines'][number]

/** Pick lists: created from goods and quantities (lots allocated first-expiring-first-out), packed, shipped. */
export default function OutboundPage() {
  const { t } = useTranslation()
  const api = useApi()
  const places = usePlaces()
  const canEdit = useButton(WMS_CODES.pickEdit)
  const [warehouseId, setWarehouseId] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [version, setVersion] = useState(0)
  const lineColumns: TableColumnsType<Line> = [
    ...placeColumns<Line>(t),
    { title: t('qty'), dataIndex: 'qty', align: 'right' },
  ]
  const move = (p: WmsPick, reload: () => void, step: 'pack' | 'ship' | 'cancelPick') => {
    const endpoint = {
      pack: wmsEndpoints.pickPack,
      ship: wmsEndpoints.pickShip,
      cancelPick: wmsEndpoints.pickCancel,
    }[step]
    const success = { pack: 'packed', ship: 'shipped', cancelPick: 'pickCancelled' }[step]
    return (
      <ConfirmButton
        key={step}
        label={t(step)}
        danger={step === 'cancelPick'}
        question={t(`${step}Confirm`, { code: p.code })}
        success={t(success)}
        run={() => call(api, endpoint, { body: { id: p.id } })}
        done={reload}
      />
    )
  }
  return (
    <>
      <DocumentTable<WmsPick['status'], Line, WmsPick>
        title={t('picks')}
        load={(query) => call(api, wmsEndpoints.pickPage, { query })}
        statusNames={PICK_STATUS_NAMES}
        statusColours={{
          allocated: 'processing',
          packed: 'warning',
          shipped: 'success',
          cancelled: 'default',
        }}
        lineColumns={lineColumns}
        warehouses={places.warehouses}
        warehouseId={warehouseId}
        onWarehouse={setWarehouseId}
        version={version}
        extra={
          canEdit && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('newPick')}
            </Button>
          )
        }
        actions={(p, reload) =>
          canEdit && [
            p.status === 'allocated' && move(p, reload, 'pack'),
            p.status === 'packed' && move(p, reload, 'ship'),
            (p.status === 'allocated' || p.status === 'packed') && move(p, reload, 'cancelPick'),
          ]
        }
      />
      <PickDialog
        open={creating}
        places={places}
        onClose={() => setCreating(false)}
        onDone={() => setVersion((v) => v + 1)}
      />
    </>
  )
}
