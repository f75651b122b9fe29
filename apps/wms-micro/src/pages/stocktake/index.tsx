import { useState } from 'react'
import { Button, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { STOCKTAKE_STATUS_NAMES, WMS_CODES, wmsEndpoints, type WmsStocktake } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton } from '@store/ui'
import { placeColumns } from '../../components/columns'
import { DocumentTable } from '../../components/document-table'
import { usePlaces } from '../../components/places'
import { CountDialog } from './count-dialog'
import { StocktakeDialog } from './stocktake-dialog'

type Line = WmsStocktake['lines'][number]

/** Stocktakes: freeze bins, enter the counts, approve the variance (stock adjusted, bins thawed). */
export default function StocktakePage() {
  const { t } = useTranslation()
  const api = useApi()
  const places = usePlaces()
  const canEdit = useButton(WMS_CODES.stocktakeEdit)
  const canApprove = useButton(WMS_CODES.stocktakeApprove)
  const [warehouseId, setWarehouseId] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [counting, setCounting] = useState<{ take: WmsStocktake; reload(): void } | null>(null)
  const [version, setVersion] = useState(0)
  const lineColumns: TableColumnsType<Line> = [
    ...placeColumns<Line>(t),
    { title: t('bookQty'), dataIndex: 'bookQty', align: 'right' },
    {
      title: t('countedQty'),
      dataIndex: 'countedQty',
      align: 'right',
      render: (v: number | null) => v ?? '—',
    },
    {
      title: t('variance'),
      key: 'variance',
      align: 'right',
      render: (_, l) => (l.countedQty === null ? '—' : l.countedQty - l.bookQty),
    },
  ]
  return (
    <>
      <DocumentTable<WmsStocktake['status'], Line, WmsStocktake>
        title={t('stocktakes')}
        load={(query) => call(api, wmsEndpoints.stocktakePage, { query })}
        statusNames={STOCKTAKE_STATUS_NAMES}
        statusColours={{ counting: 'processing', approved: 'success' }}
        lineColumns={lineColumns}
        warehouses={places.warehouses}
        warehouseId={warehouseId}
        onWarehouse={setWarehouseId}
        version={version}
        extra={
          canEdit && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('newStocktake')}
            </Button>
          )
        }
        actions={(s, reload) =>
          s.status === 'counting' && [
            canEdit && s.lines.length > 0 && (
              <Button key="count" type="link" onClick={() => setCounting({ take: s, reload })}>
                {t('count')}
              </Button>
            ),
            canApprove && (
              <ConfirmButton
                key="approve"
                label={t('approve')}
                question={t('approveConfirm', { code: s.code })}
                success={t('approved')}
                run={() => call(api, wmsEndpoints.stocktakeApprove, { body: { id: s.id } })}
                done={reload}
              />
            ),
          ]
        }
      />
      <StocktakeDialog
        open={creating}
        places={places}
        onClose={() => setCreating(false)}
        onDone={() => setVersion((v) => v + 1)}
      />
      <CountDialog
        counting={counting?.take ?? null}
        onClose={() => setCounting(null)}
        onDone={() => counting?.reload()}
      />
    </>
  )
}
