import { useState } from 'react'
import { Card, DatePicker, Descriptions, Empty, Table } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { srmEndpoints, type SrmStatement } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui'
import { yuan } from '../../components/money'

const DAY = 'YYYY-MM-DD'

/** A supplier's reconciliation statement over a period (this month first): per order and in total, received, invoiced, difference. */
export function StatementCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation()
  const api = useApi()
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().startOf('month'),
    dayjs().endOf('month'),
  ])
  const { data, error } = useLoaded(
    () =>
      call(api, srmEndpoints.statement, {
        query: { supplierId, from: period[0].format(DAY), to: period[1].format(DAY) },
      }),
    [api, supplierId, period],
  )
  return (
    <Card
      title={t('statement')}
      style={{ marginTop: 16 }}
      extra={
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t('period')}
          value={period}
          onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
        />
      }
    >
      {!data && <LoadState error={error} />}
      {data && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('receivedValue')}>{yuan(data.receivedValue)}</Descriptions.Item>
            <Descriptions.Item label={t('invoicedAmount')}>{yuan(data.invoicedAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('difference')}>{yuan(data.difference)}</Descriptions.Item>
          </Descriptions>
          <Table<SrmStatement['orders'][number]>
            rowKey="id"
            size="small"
            style={{ marginTop: 16 }}
            pagination={false}
            dataSource={data.orders}
            locale={{ emptyText: <Empty description={t('noStatementOrders')} /> }}
            columns={[
              { title: t('code'), dataIndex: 'code' },
              { title: t('receivedValue'), dataIndex: 'receivedValue', align: 'right', render: yuan },
              { title: t('invoicedAmount'), dataIndex: 'invoicedAmount', align: 'right', render: yuan },
              { title: t('difference'), dataIndex: 'difference', align: 'right', render: yuan },
            ]}
          />
        </>
      )}
    </Card>
  )
}
