import { Alert, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { priceEndpoints, type HistoryEntry } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { yuan } from '../../components/money'
import { HistoryChart } from './history-chart'

/** The goods' price over time: a chart, then the append-only history newest first, one row per applied order. */
export function PriceHistory({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const api = useApi()
  const { data, error } = useLoaded(
    () => call(api, priceEndpoints.history, { query: { goodsId } }),
    [api, goodsId],
  )
  if (error) return <Alert type="error" showIcon message={error} />
  return (
    <>
      <HistoryChart entries={data ?? []} title={t('inquiry_chart')} />
      <Table<HistoryEntry>
        size="small"
        rowKey="id"
        loading={!data}
        dataSource={[...(data ?? [])].reverse()}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('inquiry_noHistory') }}
        columns={[
          { title: t('order_effectiveAt'), dataIndex: 'effectiveAt' },
          { title: t('order_oldPrice'), dataIndex: 'oldPriceFen', render: yuan },
          { title: t('order_newPrice'), dataIndex: 'newPriceFen', render: yuan },
          { title: t('inquiry_order'), dataIndex: 'orderId' },
        ]}
      />
    </>
  )
}
