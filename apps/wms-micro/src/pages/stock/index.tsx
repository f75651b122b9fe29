import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { WMS_CODES, wmsEndpoints, type WmsStockRow } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { usePlaces } from '../../components/places'
import { TransferDialog } from './transfer-dialog'

/** Stock per goods, bin and lot: search by goods or lot, by warehouse, paged; move a lot to another bin. */
export default function StockPage() {
  const { t } = useTranslation()
  const api = useApi()
  const places = usePlaces()
  const canTransfer = useButton(WMS_CODES.transfer)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [keyword, setKeyword] = useState('')
  const [warehouseId, setWarehouseId] = useState<string>()
  const [moving, setMoving] = useState<WmsStockRow | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, wmsEndpoints.stockPage, {
        query: { current, size, ...(keyword ? { keyword } : {}), ...(warehouseId ? { warehouseId } : {}) },
      }),
    [api, current, size, keyword, warehouseId],
  )
  const columns: TableColumnsType<WmsStockRow> = [
    { title: t('goods'), key: 'goods', render: (_, r) => `${r.goodsCode} ${r.goodsName}` },
    { title: t('warehouse'), dataIndex: 'warehouseName' },
    { title: t('bin'), dataIndex: 'binCode' },
    { title: t('lotNo'), dataIndex: 'lotNo', render: (v: string) => v || '—' },
    { title: t('productionDate'), dataIndex: 'productionDate', render: (v: string | null) => v ?? '—' },
    { title: t('expiryDate'), dataIndex: 'expiryDate', render: (v: string | null) => v ?? '—' },
    { title: t('onHand'), dataIndex: 'onHand', align: 'right' },
    { title: t('reserved'), dataIndex: 'reserved', align: 'right' },
    { title: t('available'), dataIndex: 'available', align: 'right' },
    ...(canTransfer
      ? [
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, r: WmsStockRow) => (
              <Button type="link" disabled={r.available === 0} onClick={() => setMoving(r)}>
                {t('transfer')}
              </Button>
            ),
          },
        ]
      : []),
  ]
  return (
    <Card
      title={t('stock')}
      extra={
        <Space wrap>
          <Select<string>
            allowClear
            aria-label={t('warehouse')}
            placeholder={t('allWarehouses')}
            style={{ minWidth: 180 }}
            options={places.warehouses}
            value={warehouseId}
            onChange={(id) => {
              restart()
              setWarehouseId(id)
            }}
          />
          <Input.Search
            allowClear
            aria-label={t('search')}
            placeholder={t('keyword')}
            enterButton={t('search')}
            onSearch={(text) => {
              restart()
              setKeyword(text.trim())
            }}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<WmsStockRow>
        rowKey={(r) => `${r.goodsId}/${r.binId}/${r.lotId}`}
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noStock')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
      />
      <TransferDialog
        row={moving}
        bins={places.allBins}
        onClose={() => setMoving(null)}
        onDone={() => void reload()}
      />
    </Card>
  )
}
